// Each type's profile (schema_graph.type_profile): the mean embedding of some of its members'
// names, read by the planner to weigh end types against what a question asks for.
UNWIND range(0, size($rows) - 1) AS i
WITH $rows[i] AS row, i
MATCH (t:{{Type}} {name: row.name})
SET t.profile = {{vector}}
