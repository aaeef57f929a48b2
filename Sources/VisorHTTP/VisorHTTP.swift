// VisorHTTP: see README's architecture map.
