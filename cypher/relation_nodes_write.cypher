UNWIND range(0, size($rows) - 1) AS i
WITH $rows[i] AS row, i
CREATE (:{{Relation}} {name: row.name, text: row.text, triples: row.triples, embedding: {{vector}}})
