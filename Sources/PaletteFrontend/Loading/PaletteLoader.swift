public import PaletteModel

/// The frontend's one entry point for reading palettes: any input — a native JSON or plist palette or a foreign
/// format, named by its format or detected — into the documents lowering takes.
///
/// Pure: files come only from the `FileProvider` (the CLI passes the disk; tests and fuzzers pass memory) and
/// problems go into a `DiagnosticBag`. The CLI, the fuzz harnesses and the tests all load through here. Each file
/// is read from the provider once (`ReadOnceFiles`), and kept when diagnostics may quote it.
public enum PaletteLoader {
    /// One file or folder to read.
    public struct Input: Sendable {
        /// The path used to read the input and shown in diagnostics.
        public var path: String
        /// The format, if known; otherwise detected from the name and contents.
        public var format: InputFormat?
        /// Where the input was named (a config entry), for a missing-file diagnostic.
        public var reference: Diagnostic.Location?
        /// The appearance every value of the input is for (`dark`, a theme name), when the config gives one;
        /// otherwise `ThemePairing` reads it from the file's name when the build pairs it.
        public var appearance: GivenAppearance?
        /// The folder the image files a palette names must lie in: the config's folder; `nil` for the palette
        /// file's own folder (a build without `palettec.json`).
        public var project: String?
        /// The theme to read for a group of themes (`Brand` → `Business`; Tokens Studio), in place of its first.
        public var themes: [String: String]

        /// An input at `path`, read as `format` (detected when `nil`), named at `reference`, holding `appearance`,
        /// whose images lie in `project`, reading `themes`.
        public init(
            path: String,
            format: InputFormat? = nil,
            reference: Diagnostic.Location? = nil,
            appearance: GivenAppearance? = nil,
            project: String? = nil,
            themes: [String: String] = [:]
        ) {
            self.path = path
            self.format = format
            self.reference = reference
            self.appearance = appearance
            self.project = project
            self.themes = themes
        }
    }

    /// An appearance given for an input, and where it is given.
    public struct GivenAppearance: Sendable {
        /// The appearance: a built-in name (`dark`, `Dark`, `dark-high-contrast`) or a theme.
        public var name: String
        /// Where it is given (the config entry).
        public var location: Diagnostic.Location?

        /// An appearance `name` given at `location`.
        public init(name: String, location: Diagnostic.Location? = nil) {
            self.name = name
            self.location = location
        }
    }

    /// What loading produced.
    public struct Result: Sendable {
        /// The documents, in input order.
        public var documents: [PaletteDocument] = []
        /// The source files read, by display path, for quoting lines in diagnostics.
        public var sources: [String: SourceFile] = [:]
        /// How many inputs produced no document (unreadable, or a syntax error).
        public var failedInputs = 0
        /// Whether an input had themes for `themes` to choose among (a Tokens Studio project, a DTCG resolver).
        var readsChosenThemes = false
    }

    /// Reads every input in order from `files` within `limits` and `policy`, reporting every problem in
    /// `diagnostics`.
    ///
    /// Every file is read through `PolicedFiles`: only what `policy` allows (by default
    /// `FileAccessPolicy(inputs:)`: the inputs' project folder and the inputs named on the command line), only
    /// regular files, each checked against the size limit before it is read. An input that names no format is read as a native palette when it is one, else as the foreign format
    /// `ForeignReader.detect` finds. The image files native palettes name are read and checked (`ImageFileReader`).
    /// Files holding one appearance each are then paired (`ThemePairing`).
    public static func load(
        _ inputs: [Input],
        files: any FileProvider,
        limits: ReaderLimits = .default,
        policy: FileAccessPolicy? = nil,
        diagnostics: inout DiagnosticBag
    ) -> Result {
        let files = PolicedFiles(
            files,
            policy: policy ?? FileAccessPolicy(inputs: inputs),
            maxBytes: limits.maxFileBytes
        )
        var result = Result()
        var appearances: [GivenAppearance?] = []
        var images = ImageFileReader(files: files, limits: limits)
        var suggestionsLeft = Suggestion.Budget.limit
        for input in inputs {
            let before = result.documents.count
            load(
                input,
                files: files,
                limits: limits,
                into: &result,
                suggestionsLeft: &suggestionsLeft,
                diagnostics: &diagnostics
            )
            if result.documents.count == before { result.failedInputs += 1 }
            for document in before..<result.documents.count {
                images.read(&result.documents[document], project: input.project, diagnostics: &diagnostics)
            }
            appearances += Array(repeating: input.appearance, count: result.documents.count - before)
        }
        // Themes chosen for a build that has nothing to choose them in would otherwise go unsaid.
        if !result.readsChosenThemes, let chooser = inputs.first(where: { !$0.themes.isEmpty }) {
            diagnostics.report(.themesChooseNothing(chooser.themes, at: chooser.reference))
        }
        result.documents = ThemePairing.pair(result.documents, appearances: appearances, diagnostics: &diagnostics)
        return result
    }

    /// Reads one input, adding its documents and source files to `result`.
    private static func load(
        _ input: Input,
        files provider: any FileProvider,
        limits: ReaderLimits,
        into result: inout Result,
        suggestionsLeft: inout Int,
        diagnostics: inout DiagnosticBag
    ) {
        let files = ReadOnceFiles(provider, maxBytes: limits.maxFileBytes)
        // Refused before anything else reads it (the native probe, format detection): outside the project, not a
        // regular file, or over the size limit, all decided before a byte is read.
        var first = files.read(input.path, maxBytes: limits.maxFileBytes, digest: false)
        // A path that names nothing is most often a typo: the first few get the existing file they likely mean.
        if case .unreadable(let why) = first, suggestionsLeft > 0, files.resolvedPath(input.path) == nil {
            suggestionsLeft -= 1
            if let nearest = PathSuggestion.nearest(to: input.path, files: provider) {
                first = .unreadable(why: why + Suggestion.question(nearest))
            }
        }
        if let problem = first.problem(reading: input.path, at: input.reference, limit: limits.maxFileBytes),
            first != .folder
        {
            diagnostics.report(problem)
            return
        }
        var format = input.format
        if format == nil {
            switch readNativeIfPalette(input, files: files, limits: limits, into: &result, diagnostics: &diagnostics) {
            case .palette(let document):
                result.documents.append(document)
                return
            case .unparsable:
                return
            case .other:
                break
            }
        }
        format = format ?? ForeignReader.detect(path: input.path, files: files, limits: limits)
        switch format.map(PaletteReaders.reader(for:)) {
        case let reader?:
            guard files.contents(of: input.path) != nil || (reader.readsFolders && files.isFolder(input.path)) else {
                diagnostics.report(
                    .unreadableInput(input.path, why: files.whyUnreadable(input.path), at: input.reference)
                )
                return
            }
            let request = ReadRequest(path: input.path, files: files, limits: limits, themes: input.themes)
            let documents = reader.read(request, diagnostics: &diagnostics)
            // A Tokens Studio project without theme groups says so itself; a DTCG file of plain tokens has
            // nothing to choose.
            if format == .tokensStudio || documents.contains(where: \.choosesThemes) { result.readsChosenThemes = true }
            result.documents.append(contentsOf: documents)
            for path in sourcePaths(of: input.path, files: files) {
                if let bytes = files.contents(of: path) {
                    result.sources[path] = SourceFile(path: path, bytes: bytes)
                }
            }
            // The files the reader reached from the input (a resolver's sources): their diagnostics quote lines too.
            for (path, bytes) in files.filesRead where result.sources[path] == nil {
                result.sources[path] = SourceFile(path: path, bytes: bytes)
            }
        case nil:
            if files.contents(of: input.path) == nil, !files.isFolder(input.path) {
                diagnostics.report(
                    .unreadableInput(input.path, why: files.whyUnreadable(input.path), at: input.reference)
                )
            } else if files.isFolder(input.path),
                case let members = paletteFiles(
                    in: input.path,
                    files: files,
                    limits: limits,
                    at: input.reference,
                    diagnostics: &diagnostics
                ),
                !members.isEmpty
            {
                // A folder of palette files (`light/` and `dark/`, `classic-day/`): each file is read on its own.
                for path in members {
                    var member = input
                    member.path = path
                    member.format = nil
                    load(
                        member,
                        files: provider,
                        limits: limits,
                        into: &result,
                        suggestionsLeft: &suggestionsLeft,
                        diagnostics: &diagnostics
                    )
                }
            } else {
                diagnostics.report(
                    .undetectableFormat(input.path, at: input.reference, isFolder: files.isFolder(input.path))
                )
            }
        }
    }

    /// The palette files below a folder (any file whose format is detected; others, such as a `palettec.json`,
    /// are passed over) and the folders a folder format reads whole (a bundle, a catalog, an Android `res`), in
    /// walk order.
    static func paletteFiles(
        in path: String,
        files: any FileProvider,
        limits: ReaderLimits,
        at location: Diagnostic.Location?,
        diagnostics: inout DiagnosticBag
    ) -> [String] {
        FolderWalk.paths(
            in: path,
            files: files,
            maxEntries: limits.maxFolderEntries,
            at: location,
            diagnostics: &diagnostics
        ) { child, name, isFolder in
            if name.hasPrefix(".") { return .skip }
            if isFolder { return ForeignReader.detect(path: child, files: files) != nil ? .take : .descend }
            guard ThemeFileName.extensions.contains(where: { name.lowercased().hasSuffix($0) }) else { return .skip }
            if ForeignReader.detect(path: child, files: files) != nil { return .take }
            // A palette file that was refused (outside the project, not a regular file, too large) is taken, so
            // reading it reports why.
            if case .file = files.read(child, maxBytes: limits.maxFileBytes, digest: false) { return .skip }
            return .take
        }
    }

    /// Files below a folder input (or the file itself), so diagnostics in them can quote their lines.
    private static func sourcePaths(of path: String, files: any FileProvider) -> [String] {
        guard files.isFolder(path) else { return [path] }
        return FolderWalk.paths(in: path, files: files) { _, name, isFolder in
            if isFolder { return .descend }
            return [".json", ".xml", ".plist", ".txt"].contains { name.hasSuffix($0) } ? .take : .skip
        }
    }
}

extension Diagnostic {
    /// Themes chosen (`--theme`, `"themes"`) for a build with no Tokens Studio project or DTCG resolver to choose them
    /// in.
    fileprivate static func themesChooseNothing(_ themes: [String: String], at location: Location?) -> Diagnostic {
        let choices = themes.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", ")
        return Diagnostic(
            .unsupportedByFormat,
            "\(choices) (chosen with --theme or \"themes\" in palettec.json) chooses nothing: themes are chosen for "
                + "the groups of a Tokens Studio project and the modifiers of a DTCG resolver, and no palette of this "
                + "build is one",
            at: location,
            severity: .warning
        )
    }

    fileprivate static func unreadableInput(_ path: String, why: String, at location: Location?) -> Diagnostic {
        Diagnostic(.unreadableFile, "cannot read '\(path)': \(why)", at: location)
    }

    /// A file or folder no reader recognizes, at the place that names it or else at the file's start, saying what
    /// palettec reads.
    fileprivate static func undetectableFormat(_ path: String, at location: Location?, isFolder: Bool) -> Diagnostic {
        Diagnostic(
            .unknownFormat,
            "cannot tell the format of '\(path)': palettec reads " + PaletteReaders.summary + "; name the format with "
                + "--from (" + InputFormat.allCases.map(\.rawValue).joined(separator: ", ") + ")",
            at: location ?? (isFolder ? nil : Location(path: path, line: 1, column: 1))
        )
    }
}
