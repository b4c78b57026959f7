import PaletteModel

/// A path being detected, as every reader's detection sees it: its names, and its contents read and parsed at
/// most once however many readers look.
public final class DetectionCandidate {
    /// The contents of a file as one syntax reads them.
    public enum Parsed<Root> {
        /// The file could not be read.
        case unreadable
        /// The file was read but does not parse in this syntax.
        case unparsable
        /// The root of the file.
        case root(Root)
    }

    /// The path.
    public let path: String
    /// Its last component.
    public let name: String
    /// Its folder's last component.
    public let parentName: String
    /// Whether the path is a folder.
    public let isFolder: Bool
    /// Where its files come from.
    public let files: any FileProvider
    /// The limits the parses keep to.
    public let limits: ReaderLimits

    /// `path` in `files`, to be parsed within `limits`.
    init(path: String, files: any FileProvider, limits: ReaderLimits) {
        self.path = path
        self.files = files
        self.limits = limits
        name = PathText.lastComponent(path)
        parentName = PathText.lastComponent(PathText.parent(path))
        isFolder = files.isFolder(path)
    }

    /// Whether the name ends with `suffix`, ignoring ASCII case.
    public func hasSuffix(_ suffix: String) -> Bool {
        ForeignFiles.hasSuffix(name, suffix)
    }

    /// Whether the path is a file named as JSON, JSONC or JSON5 (`.json`, `.jsonc`, `.json5`).
    public var isJSON: Bool {
        !isFolder && [".json", ".jsonc", ".json5"].contains { hasSuffix($0) }
    }

    /// Whether the folder holds a file at `relativePath`.
    public func holds(_ relativePath: String) -> Bool {
        files.contents(of: PathText.join(path, relativePath)) != nil
    }

    /// The file's bytes, `nil` when it cannot be read.
    public private(set) lazy var bytes: [UInt8]? = isFolder ? nil : files.contents(of: path)

    /// The file as JSON (JSONC and JSON5 by their extensions, `ForeignJSON`).
    public private(set) lazy var json: Parsed<SyntaxNode> = parse { file, bag in
        ForeignJSON.read(file, limits: limits, diagnostics: &bag)
    }

    /// The file as a plist.
    public private(set) lazy var plist: Parsed<SyntaxNode> = parse { file, bag in
        PlistReader.read(file, limits: limits, diagnostics: &bag)
    }

    /// The file as XML.
    public private(set) lazy var xml: Parsed<XMLElement> = parse { file, bag in
        XMLReader.read(file, limits: limits, diagnostics: &bag)
    }

    /// The root of a JSON file (`isJSON`), `nil` for another file or one that does not parse.
    public var jsonRoot: SyntaxNode? {
        guard isJSON, case .root(let root) = json else { return nil }
        return root
    }

    /// The members of the JSON file's root object, `nil` when it is no object.
    public var jsonMembers: [SyntaxNode.Member]? {
        guard let root = jsonRoot, case .object(let members) = root.value else { return nil }
        return members
    }

    /// The first token convention in the JSON file, in a breadth-first look at up to `TokenShape.nodeBudget`
    /// objects.
    public private(set) lazy var tokenShape: TokenShape? = jsonRoot.flatMap(TokenShape.first(in:))

    /// The parse of the file's bytes by `read`, whose diagnostics are dropped: detection reports nothing.
    private func parse<Root>(_ read: (SourceFile, inout DiagnosticBag) -> Root?) -> Parsed<Root> {
        guard let bytes else { return .unreadable }
        var ignored = DiagnosticBag()
        return read(SourceFile(path: path, bytes: bytes), &ignored).map { .root($0) } ?? .unparsable
    }
}
