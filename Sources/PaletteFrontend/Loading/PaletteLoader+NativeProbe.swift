import PaletteModel

/// Telling a native palette from a foreign file that shares its extension (`.json`, `.plist`).
extension PaletteLoader {
    /// What probing a `.json` or `.plist` file as a native palette found.
    enum NativeProbe {
        /// A native palette, read.
        case palette(PaletteDocument)
        /// A file that could not be parsed (reported).
        case unparsable
        /// Something else: a foreign format, or not a palette file.
        case other
    }

    /// Reads a `.json` or `.plist` file as a native palette when it is one (or cannot be parsed at all), parsing it once.
    ///
    /// Returns `.other` when the file is something else (a foreign format), leaving detection to the foreign readers.
    static func readNativeIfPalette(
        _ input: Input,
        files: any FileProvider,
        limits: ReaderLimits,
        into result: inout Result,
        diagnostics: inout DiagnosticBag
    ) -> NativeProbe {
        let isPlist = input.path.hasSuffix(".plist")
        guard isPlist || input.path.hasSuffix(".json"), let bytes = files.contents(of: input.path) else {
            return .other
        }
        let file = SourceFile(path: input.path, bytes: bytes)
        var bag = DiagnosticBag()
        let root =
            isPlist
            ? PlistReader.read(file, limits: limits, diagnostics: &bag)
            : JSONReader.read(file, limits: limits, diagnostics: &bag)
        guard let root else {
            // Unparsable: report it as the palette the extension promises, unless a foreign format claims it.
            guard ForeignReader.detect(path: input.path, files: files, limits: limits).map(isNative) ?? true else {
                return .other
            }
            result.sources[input.path] = file
            diagnostics.append(contentsOf: JSON5Hint.annotated(bag))
            return .unparsable
        }
        // A palette has a `colors` object, or an `images` object when it holds artwork only.
        guard case .object(let members) = root.value,
            let content = members.last(where: { $0.key == "colors" }) ?? members.last(where: { $0.key == "images" }),
            case .object(let entries) = content.value.value
        else { return .other }
        // Token formats (DTCG, Style Dictionary) may also have a `colors` (or `images`) group; their entries hold
        // `$value` or `value` objects, which a palette entry never does. Let the foreign detector judge those files.
        let looksLikeTokens = entries.prefix(16).contains { entry in
            guard case .object(let fields) = entry.value.value else { return false }
            return fields.contains { $0.key.hasPrefix("$") || $0.key == "value" }
                || fields.contains { field in
                    if case .object = field.value.value { return true }
                    return false
                }
        }
        if looksLikeTokens, let detected = ForeignReader.detect(path: input.path, files: files, limits: limits),
            !isNative(detected)
        {
            return .other
        }
        result.sources[input.path] = file
        diagnostics.append(contentsOf: bag)
        // The tree is freed on this thread, on the large stack a deep tree's release needs, and before lowering
        // allocates: released in the background it raised a 1,000,000-color build's peak memory.
        return .palette(NativePaletteReader.document(from: root, file: file, diagnostics: &diagnostics))
    }

    /// Whether a format is one of the native palette formats.
    private static func isNative(_ format: InputFormat) -> Bool {
        format == .paletteJSON || format == .palettePlist
    }
}
