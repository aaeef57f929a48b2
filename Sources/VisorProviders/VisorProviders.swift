// VisorProviders: see README's architecture map.
