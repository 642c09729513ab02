// Grounded walks, first step: the relationships leaving or entering the anchor entities,
// grouped by relationship type and direction, with up to $cap distinct far ends each and
// the distinct type lists of all of them.
MATCH (a:{{Entity}})-[r]-(b:{{Entity}})
WHERE a.{{id}} IN $ids
RETURN type(r) AS relation, startNode(r) = a AS forward,
       collect(DISTINCT b.{{id}})[..$cap] AS ends, collect(DISTINCT b.{{types}}) AS types
