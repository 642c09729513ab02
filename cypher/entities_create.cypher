// New entities in a graph that has none yet (ids are deduplicated by the loader).
UNWIND $rows AS row
CREATE (:Entity {id: row.id, name: row.name, name_key: row.name_key, types: row.types})
