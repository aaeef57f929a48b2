import VisorKit
