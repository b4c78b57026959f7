extension OutputFormat {
    /// The emitter that writes this format, or `nil` while a format is not available.
    public var emitter: (any Emitter)? {
        switch self {
        case .swift: nil
        case .css: nil
        case .json: nil
        case .lflBundle: nil
        case .dkTable: nil
        case .dtcg: nil
        case .xcassets: nil
        case .android: nil
        case .paletteJSON: nil
        case .palettePlist: nil
        }
    }

    /// Whether the output's `path` names a folder the emitter fills, rather than one file.
    public var writesFolder: Bool {
        switch self {
        case .swift, .css, .json, .dkTable, .paletteJSON, .palettePlist: false
        case .lflBundle, .dtcg, .xcassets, .android: true
        }
    }
}
