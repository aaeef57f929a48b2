// VisorMedia: see README's architecture map.
