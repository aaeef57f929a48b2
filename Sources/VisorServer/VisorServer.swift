// VisorServer: see README's architecture map.
