UNWIND range(0, size($rows) - 1) AS i
WITH $rows[i] AS row, i
CREATE (t:{{Type}} {name: row.name, text: row.text, support: row.support, embedding: {{vector}}})
