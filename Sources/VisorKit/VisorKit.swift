// VisorKit: the Swift SDK. See README "Swift SDK".
