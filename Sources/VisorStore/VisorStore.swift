// VisorStore: see README's architecture map.
