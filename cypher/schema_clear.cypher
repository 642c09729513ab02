// The schema graph is derived: drop it before it is rebuilt.
MATCH (n)
WHERE n:{{Type}} OR n:{{SchemaEdge}} OR n:{{Relation}}
DETACH DELETE n
