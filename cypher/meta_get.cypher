MATCH (m:{{Meta}} {key: $key})
RETURN properties(m) AS props
