// Attach embeddings to entities: $ids[i] gets row i of $vectors.
UNWIND range(0, size($ids) - 1) AS i
MATCH (e:{{Entity}} {{{id}}: $ids[i]})
SET e.{{embedding}} = {{vector}}
