// Relationships of one relation type into a graph that may already hold them.
UNWIND $rows AS row
MATCH (h:Entity {id: row.h})
MATCH (t:Entity {id: row.t})
MERGE (h)-[:{{relation}}]->(t)
