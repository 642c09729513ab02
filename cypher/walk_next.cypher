// Grounded walks, next step: from each walk's sampled far ends ($walks: [{walk, ids}]),
// the relationships they have, grouped by walk, type and direction, with up to $cap
// distinct far ends each and the distinct type lists of all of them.
UNWIND $walks AS w
UNWIND w.ids AS id
MATCH (a:{{Entity}} {{{id}}: id})-[r]-(b:{{Entity}})
RETURN w.walk AS walk, type(r) AS relation, startNode(r) = a AS forward,
       collect(DISTINCT b.{{id}})[..$cap] AS ends, collect(DISTINCT b.{{types}}) AS types
