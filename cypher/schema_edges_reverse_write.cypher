// Each schema edge's composite text read backwards (`target ; relation ; source`), embedded
// at load so a pseudo edge written either way round finds its vector without encoding.
UNWIND range(0, size($rows) - 1) AS i
WITH $rows[i] AS row, i
MATCH (e:{{SchemaEdge}} {key: row.key})
SET e.reverse_embedding = {{vector}}
