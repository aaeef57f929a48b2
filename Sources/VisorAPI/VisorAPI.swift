// VisorAPI: see README's architecture map.
