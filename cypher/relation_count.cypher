// How many relationships of one type: both stores answer from their own counts, without a
// scan, when neither end is labelled.
MATCH ()-[r:{{relation}}]->()
RETURN count(r) AS triples
