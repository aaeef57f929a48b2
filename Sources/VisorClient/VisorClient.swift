// VisorClient: see README's architecture map.
