import PaletteEmitters
import PaletteModel
import Testing

/// What a format keeps, so a round trip is compared on exactly that.
struct RoundTripFidelity {
    /// The appearances compared.
    var appearances: [String]
    /// Whether aliases come back.
    var keepsAliases: Bool
    /// Whether descriptions, deprecations and theme declarations come back.
    var keepsMetadata: Bool
    /// Whether colors are held as sRGB bytes (hex formats): compared as the nearest sRGB 8-bit color.
    var hexOnly: Bool
    /// The largest difference allowed per component otherwise.
    var tolerance: Double
    /// How a key is spelled after the round trip.
    var key: (String) -> String
    /// Whether entries come back in their order (an asset catalog is folders, listed by name).
    var keepsOrder = true
    /// The appearances whose images are compared; none when the format holds no images (or palettec does not read
    /// them back).
    var imageAppearances: [String] = []
    /// Whether the palette's contrast pairs and `lint` settings come back (the native format).
    var keepsChecks = false
    /// Whether dimmed images come back dimmed (the native format); an asset catalog leaves a dimmed item out and
    /// shows its Any image, the file that was dimmed (in the example palettes, the light file).
    var keepsDimming = false

    /// What `format` keeps of `palette`.
    init(_ format: OutputFormat, original palette: Palette) {
        let builtIn = ["light", "dark", "light-hc", "dark-hc"]
        let everything = palette.appearances.map(\.name)
        key = { $0 }
        keepsAliases = false
        keepsMetadata = false
        hexOnly = false
        tolerance = 0
        switch format {
        case .lflBundle:
            appearances = ["light", "dark"]
            hexOnly = true
        case .dkTable:
            appearances = ["light", "dark"] + palette.themes.map(\.name)
            hexOnly = true
        case .android:
            appearances = ["light", "dark"]
            hexOnly = true
            keepsAliases = true
            key = AndroidResourceName.make(from:)
        case .xcassets:
            appearances = builtIn
            tolerance = 0.0005
            keepsOrder = false
            imageAppearances = builtIn
        case .dtcg:
            appearances = everything
            keepsAliases = true
            keepsMetadata = true
        default:
            appearances = everything
            keepsAliases = true
            keepsMetadata = true
            // Non-8-bit sRGB and P3 components are written with six decimals.
            tolerance = 0.000_000_5
            imageAppearances = everything
            keepsDimming = true
            keepsChecks = true
        }
    }

    /// Expects `back` to hold what the format keeps of `original`.
    func expectEqual(_ original: Palette, _ back: Palette?, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let back else {
            Issue.record("the written files did not read back to a palette", sourceLocation: sourceLocation)
            return
        }
        let keys = original.entries.map { key($0.key) }
        let backKeys = back.entries.map(\.key)
        #expect(keepsOrder ? backKeys == keys : backKeys.sorted() == keys.sorted(), sourceLocation: sourceLocation)
        let byKey = Dictionary(back.entries.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        for entry in original.entries {
            guard let returned = byKey[key(entry.key)] else { continue }
            for name in appearances {
                guard let from = original.appearanceIndex(named: name), let to = back.appearanceIndex(named: name)
                else {
                    Issue.record("appearance \(name) did not come back", sourceLocation: sourceLocation)
                    continue
                }
                let a = entry.values[from]
                let b = returned.values[to]
                let same =
                    hexOnly
                    ? a.sRGB.hexRGBA == b.hexRGBA
                    : a.space == b.space
                        && zip([a.red, a.green, a.blue, a.alpha], [b.red, b.green, b.blue, b.alpha]).allSatisfy {
                            abs($0 - $1) <= tolerance
                        }
                #expect(same, "\(entry.key) in \(name): \(a) became \(b)", sourceLocation: sourceLocation)
                if keepsAliases {
                    #expect(
                        entry.aliases[from].map(key) == returned.aliases[to],
                        "\(entry.key) alias in \(name)",
                        sourceLocation: sourceLocation
                    )
                }
            }
            if keepsMetadata {
                #expect(entry.description == returned.description, "\(entry.key)", sourceLocation: sourceLocation)
                #expect(entry.deprecation == returned.deprecation, "\(entry.key)", sourceLocation: sourceLocation)
            }
        }
        if keepsChecks {
            #expect(back.contrastPairs == original.contrastPairs, sourceLocation: sourceLocation)
            #expect(back.lintSettings == original.lintSettings, sourceLocation: sourceLocation)
            #expect(back.lintOff == original.lintOff, sourceLocation: sourceLocation)
        }
        expectEqualImages(original, back, sourceLocation: sourceLocation)
        if keepsMetadata {
            let themes = original.themes.map { "\($0.name) \($0.scheme) \($0.fallback ?? "-") \($0.description ?? "")" }
            let returned = back.themes.map { "\($0.name) \($0.scheme) \($0.fallback ?? "-") \($0.description ?? "")" }
            #expect(themes == returned, sourceLocation: sourceLocation)
            #expect(original.description == back.description, sourceLocation: sourceLocation)
        }
    }

    /// Expects `back` to hold the images of `original` the format keeps: the same files (by digest), scales and
    /// template flags, and with the native format the same dimming, aliases and metadata.
    private func expectEqualImages(_ original: Palette, _ back: Palette, sourceLocation: SourceLocation) {
        guard !imageAppearances.isEmpty else { return }
        let keys = original.images.map(\.key)
        let backKeys = back.images.map(\.key)
        #expect(keepsOrder ? backKeys == keys : backKeys.sorted() == keys.sorted(), sourceLocation: sourceLocation)
        let byKey = Dictionary(back.images.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        for image in original.images {
            guard let returned = byKey[image.key] else { continue }
            #expect(image.isTemplate == returned.isTemplate, "\(image.key)", sourceLocation: sourceLocation)
            for name in imageAppearances {
                guard let from = original.appearanceIndex(named: name), let to = back.appearanceIndex(named: name)
                else { continue }
                let (a, b) = (image.values[from], returned.values[to])
                let same = a.file.digest == b.file.digest && a.file.scale == b.file.scale && a.file.kind == b.file.kind
                #expect(
                    same,
                    "\(image.key) in \(name): \(a.file.path) became \(b.file.path)",
                    sourceLocation: sourceLocation
                )
                #expect(
                    b.dimming == (keepsDimming ? a.dimming : 0),
                    "\(image.key) dimming in \(name)",
                    sourceLocation: sourceLocation
                )
                if keepsAliases {
                    #expect(image.aliases[from] == returned.aliases[to], "\(image.key) alias in \(name)")
                }
            }
            if keepsMetadata {
                #expect(image.description == returned.description, "\(image.key)", sourceLocation: sourceLocation)
                #expect(image.deprecation == returned.deprecation, "\(image.key)", sourceLocation: sourceLocation)
            }
        }
    }
}
