extension OutputFormat {
    /// The emitter that writes this format: every format has one.
    public var emitter: any Emitter {
        switch self {
        case .swift: SwiftEmitter()
        case .css: CSSEmitter()
        case .json: JSONBundleEmitter()
        case .lflBundle: LFLBundleEmitter()
        case .dkTable: DKTableEmitter()
        case .dtcg: DTCGEmitter()
        case .xcassets: XcassetsEmitter()
        case .android: AndroidEmitter()
        case .paletteJSON: PaletteJSONEmitter()
        case .palettePlist: PalettePlistEmitter()
        case .html: HTMLEmitter()
        }
    }

    /// Whether the output's `path` names a folder the emitter fills, rather than one file.
    public var writesFolder: Bool {
        emitter.writesFolder
    }
}
