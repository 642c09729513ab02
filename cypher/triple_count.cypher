MATCH (:{{Entity}})-[r]->(:{{Entity}})
RETURN count(r) AS triples, count(DISTINCT type(r)) AS relations
