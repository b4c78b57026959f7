import PaletteFrontend
import PaletteModel

/// Reads palette files of any supported format into documents.
///
/// Pure given its `FileProvider`.
struct PaletteLoader {
    /// One file to read.
    struct Input: Sendable {
        /// The path used to read the file and shown in diagnostics.
        var path: String
        /// The format, if known; otherwise detected from the name and contents.
        var format: InputFormat?
        /// Where the input was named (a config entry), for a missing-file diagnostic.
        var reference: Diagnostic.Location?
    }

    /// What loading produced.
    struct Result: Sendable {
        /// The documents, in input order.
        var documents: [PaletteDocument] = []
        /// The source files read, by display path, for quoting lines in diagnostics.
        var sources: [String: SourceFile] = [:]
        /// How many inputs produced no document (unreadable, or a syntax error).
        var failedInputs = 0
    }

    /// Where files come from.
    var files: any FileProvider
    /// Reader limits.
    var limits = ReaderLimits.default

    /// Reads every input, reporting problems.
    func load(_ inputs: [Input], diagnostics: inout DiagnosticBag) -> Result {
        var result = Result()
        for input in inputs {
            let before = result.documents.count
            defer {
                if result.documents.count == before { result.failedInputs += 1 }
            }
            if let problem = limits.fileSizeProblem(
                path: input.path,
                size: files.size(of: input.path),
                at: input.reference ?? Diagnostic.Location(path: input.path, line: 1, column: 1)
            ) {
                diagnostics.report(problem)
                continue
            }
            var format = input.format
            if format == nil {
                switch readNativeIfPalette(input, into: &result, diagnostics: &diagnostics) {
                case .palette(let document):
                    result.documents.append(document)
                    continue
                case .unparsable:
                    continue
                case .other:
                    break
                }
            }
            format = format ?? ForeignReader.detect(path: input.path, files: files, limits: limits)
            switch format {
            case .paletteJSON?, .palettePlist?:
                guard let bytes = files.contents(of: input.path) else {
                    diagnostics.report(unreadable(input))
                    continue
                }
                let file = SourceFile(path: input.path, bytes: bytes)
                result.sources[input.path] = file
                let root =
                    format == .palettePlist
                    ? PlistReader.read(file, limits: limits, diagnostics: &diagnostics)
                    : JSONReader.read(file, limits: limits, diagnostics: &diagnostics)
                if let root {
                    result.documents.append(
                        NativePaletteReader.document(from: root, file: file, diagnostics: &diagnostics)
                    )
                }
            case let foreign?:
                guard files.contents(of: input.path) != nil || files.isFolder(input.path) else {
                    diagnostics.report(unreadable(input))
                    continue
                }
                let documents = ForeignReader.read(
                    foreign,
                    path: input.path,
                    files: files,
                    limits: limits,
                    diagnostics: &diagnostics
                )
                result.documents.append(contentsOf: documents)
                for path in sourcePaths(of: input.path) {
                    if let bytes = files.contents(of: path) {
                        result.sources[path] = SourceFile(path: path, bytes: bytes)
                    }
                }
            case nil:
                if files.contents(of: input.path) == nil, !files.isFolder(input.path) {
                    diagnostics.report(unreadable(input))
                } else {
                    diagnostics.report(
                        Diagnostic(
                            .unknownFormat,
                            "cannot tell the format of '\(input.path)'; name one with --from ("
                                + InputFormat.allCases.map(\.rawValue).joined(separator: ", ") + ")",
                            at: input.reference
                        )
                    )
                }
            }
        }
        return result
    }

    /// Reads a `.json` or `.plist` file as a native palette when it is one (or cannot be parsed at all), parsing it once.
    ///
    /// Returns `nil` when the file is something else (a foreign format), leaving detection to the foreign readers.
    private func readNativeIfPalette(
        _ input: Input,
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
            guard ForeignReader.detect(path: input.path, files: files, limits: limits).map(Self.isNative) ?? true else {
                return .other
            }
            result.sources[input.path] = file
            diagnostics.append(contentsOf: bag)
            return .unparsable
        }
        guard case .object(let members) = root.value,
            let colors = members.last(where: { $0.key == "colors" }),
            case .object(let entries) = colors.value.value
        else { return .other }
        // Token formats (DTCG, Style Dictionary) may also have a `colors` group; their entries hold `$value` or
        // `value` objects, which a palette entry never does. Let the foreign detector judge those files.
        let looksLikeTokens = entries.prefix(16).contains { entry in
            guard case .object(let fields) = entry.value.value else { return false }
            return fields.contains { $0.key.hasPrefix("$") || $0.key == "value" }
                || fields.contains { field in
                    if case .object = field.value.value { return true }
                    return false
                }
        }
        if looksLikeTokens, let detected = ForeignReader.detect(path: input.path, files: files, limits: limits),
            !Self.isNative(detected)
        {
            return .other
        }
        result.sources[input.path] = file
        diagnostics.append(contentsOf: bag)
        return .palette(NativePaletteReader.document(from: root, file: file, diagnostics: &diagnostics))
    }

    /// What probing a `.json` or `.plist` file as a native palette found.
    private enum NativeProbe {
        /// A native palette, read.
        case palette(PaletteDocument)
        /// A file that could not be parsed (reported).
        case unparsable
        /// Something else: a foreign format, or not a palette file.
        case other
    }

    /// Whether a format is one of the native palette formats.
    private static func isNative(_ format: InputFormat) -> Bool {
        format == .paletteJSON || format == .palettePlist
    }

    /// Files below a folder input (or the file itself), so diagnostics in them can quote their lines.
    private func sourcePaths(of path: String) -> [String] {
        guard files.isFolder(path) else { return [path] }
        var result: [String] = []
        var pending = [path]
        while let folder = pending.popLast(), result.count < 10_000 {
            for name in files.entries(of: folder) ?? [] {
                let child = folder.hasSuffix("/") ? folder + name : folder + "/" + name
                if files.isFolder(child) {
                    pending.append(child)
                } else if name.hasSuffix(".json") || name.hasSuffix(".xml") || name.hasSuffix(".plist")
                    || name.hasSuffix(".txt")
                {
                    result.append(child)
                }
            }
        }
        return result
    }

    /// An `unreadable-file` diagnostic.
    private func unreadable(_ input: Input) -> Diagnostic {
        Diagnostic(
            .unreadableFile,
            "cannot read '\(input.path)': no such file, or not readable",
            at: input.reference
        )
    }
}
