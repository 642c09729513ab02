// The relationship types the graph holds.
CALL db.relationshipTypes() YIELD relationshipType
RETURN relationshipType AS relation
