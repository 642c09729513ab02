// Grounded walks, a step from each of the entities $ids on its own: per entity, the
// relationships it has, grouped by type and direction, with up to $cap distinct far ends
// each and the distinct type lists of all of them (kept per entity: hubs recur).
UNWIND $ids AS id
MATCH (a:{{Entity}} {{{id}}: id})-[r]-(b:{{Entity}})
RETURN id AS node, type(r) AS relation, startNode(r) = a AS forward,
       collect(DISTINCT b.{{id}})[..$cap] AS ends, collect(DISTINCT b.{{types}}) AS types
