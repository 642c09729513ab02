MERGE (m:{{Meta}} {key: $key})
SET m += $props
