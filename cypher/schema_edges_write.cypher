UNWIND range(0, size($rows) - 1) AS i
WITH $rows[i] AS row, i
MATCH (s:{{Type}} {name: row.source})
MATCH (t:{{Type}} {name: row.target})
CREATE (:{{SchemaEdge}} {key: row.key, source: row.source, relation: row.relation, target: row.target,
                     support: row.support, confidence: row.confidence, embedding: {{vector}}})
CREATE (s)-[:{{SCHEMA}} {relation: row.relation, support: row.support, confidence: row.confidence}]->(t)
