// New relationships of one relation type (deduplicated by the loader).
UNWIND $rows AS row
MATCH (h:Entity {id: row.h})
MATCH (t:Entity {id: row.t})
CREATE (h)-[:{{relation}}]->(t)
