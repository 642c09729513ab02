// Remove the name embeddings of the entities $ids (a graph now loaded with no entity vectors).
UNWIND $ids AS id
MATCH (e:{{Entity}} {{{id}}: id})
SET e.{{embedding}} = null
