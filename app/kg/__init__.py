"""The knowledge graph and what a load derives from it: the store and its dialects, the
catalog, schema graph, type distances, embeddings, names and wording rules, the load state."""
