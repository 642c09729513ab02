"""SAFE after planning: SemDist, ADJ alignment to the schema graph, the Cypher compiler and the
top-k ranker."""
