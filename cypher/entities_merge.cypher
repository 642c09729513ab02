// Entities into a graph that already has some: merge by id, union the types.
UNWIND $rows AS row
MERGE (e:Entity {id: row.id})
SET e.name = row.name,
    e.name_key = row.name_key,
    e.types = [t IN coalesce(e.types, []) WHERE NOT t IN row.types] + row.types
