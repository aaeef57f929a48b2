// VisorLocal: see README's architecture map.
