import PaletteModel

/// Chooses the input format of a path by name first, then by shape. The rules, in order:
///
/// Folders: `*.bundle` holding `light.plist` or `dark.plist` → lfl-bundle; `*.xcassets` or `*.colorset` →
/// xcassets; a folder holding `values/colors.xml` → android; a folder holding `$themes.json` or `$metadata.json`
/// → tokens-studio; a folder whose first token file is Style Dictionary → style-dictionary.
///
/// Files: `DKColorTable.txt` → dk-table; `$themes.json` or `$metadata.json` → tokens-studio; `*.tokens.json`, `*.tokens`, `*.resolver.json` → dtcg; `light.plist` or
/// `dark.plist` in a `*.bundle` → lfl-bundle; `Contents.json` in a `*.colorset` → xcassets; `colors.xml` in a
/// `values` folder → android; other `.txt` → dk-table when the first line names a `NORMAL` theme, else swiftgen;
/// `.plist` → palette-plist when the root has `colors`, dk-table when the root's values are dicts keyed `NORMAL`
/// or `NIGHT`; `.json`/`.jsonc`/`.json5` → dtcg when it is a resolver, tokens-studio when it has `$themes` or `$metadata`, dtcg
/// when it has `$value` tokens, style-dictionary
/// when it has `value` tokens, palette-json when the root has `colors`, swiftgen when it is a flat object of
/// strings; `.xml` with a `<resources>` root → swiftgen. A `.json` or `.plist` that does not parse is given to the
/// native reader (palette-json, palette-plist), which reports where the syntax breaks; a `.jsonc` or `.json5` to
/// style-dictionary. Anything else → `nil`.
enum ForeignDetector {
    /// How many nodes a shape check looks at before deciding, so detection stays cheap on large files.
    static let nodeBudget = 20_000

    /// The format of `path`, or `nil`.
    static func detect(path: String, files: any FileProvider, limits: ReaderLimits) -> InputFormat? {
        let name = PathText.lastComponent(path)
        let parentName = PathText.lastComponent(PathText.parent(path))
        if files.isFolder(path) {
            if ForeignFiles.hasSuffix(name, ".bundle"),
                files.contents(of: PathText.join(path, "light.plist")) != nil
                    || files.contents(of: PathText.join(path, "dark.plist")) != nil
            {
                return .lflBundle
            }
            if ForeignFiles.hasSuffix(name, ".xcassets") || ForeignFiles.hasSuffix(name, ".colorset") {
                return .xcassets
            }
            if files.contents(of: PathText.join(path, "values/colors.xml")) != nil { return .android }
            if files.contents(of: PathText.join(path, TokensStudioReader.themesFile)) != nil
                || files.contents(of: PathText.join(path, TokensStudioReader.metadataFile)) != nil
            {
                return .tokensStudio
            }
            return folderOfTokens(path, files: files, limits: limits)
        }
        if name == "DKColorTable.txt" { return .dkTable }
        if name == TokensStudioReader.themesFile || name == TokensStudioReader.metadataFile { return .tokensStudio }
        for suffix in [".tokens.json", ".tokens", ".resolver.json"] where ForeignFiles.hasSuffix(name, suffix) {
            return .dtcg
        }
        if ForeignFiles.hasSuffix(parentName, ".bundle"), name == "light.plist" || name == "dark.plist" {
            return .lflBundle
        }
        if name == "Contents.json", ForeignFiles.hasSuffix(parentName, ".colorset") { return .xcassets }
        if name == "colors.xml", parentName == "values" { return .android }
        guard let bytes = files.contents(of: path) else { return nil }
        let file = SourceFile(path: path, bytes: bytes)
        var ignored = DiagnosticBag()
        if ForeignFiles.hasSuffix(name, ".txt") {
            return firstLineNamesNormal(bytes) ? .dkTable : .swiftgen
        }
        if ForeignFiles.hasSuffix(name, ".plist") {
            // A plist that does not parse goes to the native reader, which reports the syntax error with its place.
            guard let root = PlistReader.read(file, limits: limits, diagnostics: &ignored) else { return .palettePlist }
            guard case .object(let members) = root.value else { return nil }
            if members.contains(where: { $0.key == "colors" || $0.key == "images" }) { return .palettePlist }
            let isThemeTable = members.contains { member in
                guard case .object(let themes) = member.value.value else { return false }
                return themes.contains { $0.key == "NORMAL" || $0.key == "NIGHT" }
            }
            return isThemeTable ? .dkTable : nil
        }
        if [".json", ".jsonc", ".json5"].contains(where: { ForeignFiles.hasSuffix(name, $0) }) {
            // JSON that does not parse goes to the native reader, which reports the syntax error with its place;
            // a `.jsonc` or `.json5` file, never a palette, goes to the token reader, which accepts their comments.
            guard let root = ForeignJSON.read(file, limits: limits, diagnostics: &ignored) else {
                return ForeignFiles.hasSuffix(name, ".json") ? .paletteJSON : .styleDictionary
            }
            return jsonFormat(root)
        }
        if ForeignFiles.hasSuffix(name, ".xml") {
            guard let root = XMLReader.read(file, limits: limits, diagnostics: &ignored) else { return nil }
            return root.name == "resources" ? .swiftgen : nil
        }
        return nil
    }

    /// The format of a JSON root by its shape.
    static func jsonFormat(_ root: SyntaxNode) -> InputFormat? {
        guard case .object(let members) = root.value else { return nil }
        if isResolver(root) { return .dtcg }
        if TokensStudioReader.isExport(root) { return .tokensStudio }
        switch tokenShape(root) {
        case .dtcg?: return .dtcg
        case .styleDictionary?: return .styleDictionary
        case nil: break
        }
        // A palette of images only has no `colors`. An asset catalog's Contents.json also has `colors` (a
        // colorset's) or `images` (an imageset's), but as an array.
        if let content = members.last(where: { $0.key == "colors" }) ?? members.last(where: { $0.key == "images" }) {
            if case .object = content.value.value { return .paletteJSON }
            return nil
        }
        let flat = !members.isEmpty && members.allSatisfy { if case .string = $0.value.value { true } else { false } }
        return flat ? .swiftgen : nil
    }

    /// Whether a JSON root is a DTCG resolver (`resolutionOrder`, or `version` 2025.10 with sets or modifiers).
    static func isResolver(_ root: SyntaxNode) -> Bool {
        guard case .object(let members) = root.value else { return false }
        let keys = Set(members.map(\.key))
        return keys.contains("resolutionOrder")
            || (keys.contains("version") && (keys.contains("sets") || keys.contains("modifiers")))
    }

    /// Which token convention a tree uses: DTCG `$value` or Style Dictionary `value` leaves.
    private enum TokenShape {
        /// `$value`.
        case dtcg
        /// `value`.
        case styleDictionary
    }

    /// The first token convention found in a breadth-first look at up to `nodeBudget` objects.
    private static func tokenShape(_ root: SyntaxNode) -> TokenShape? {
        var queue = [root]
        var index = 0
        while index < queue.count, index < nodeBudget {
            let node = queue[index]
            index += 1
            guard case .object(let members) = node.value else { continue }
            for member in members {
                if member.key == "$value" { return .dtcg }
                if member.key == "value", case .string = member.value.value { return .styleDictionary }
                if case .object = member.value.value { queue.append(member.value) }
            }
        }
        return nil
    }

    /// A folder of token files is Style Dictionary when its first token file (in sorted order) is.
    private static func folderOfTokens(_ path: String, files: any FileProvider, limits: ReaderLimits) -> InputFormat? {
        let found = FolderWalk.paths(in: path, files: files, limit: 1) {
            _,
            name,
            isFolder in
            StyleDictionaryReader.extensions.contains { ForeignFiles.hasSuffix(name, $0) }
                ? .take : isFolder ? .descend : .skip
        }
        guard let first = found.first, detect(path: first, files: files, limits: limits) == .styleDictionary else {
            return nil
        }
        return .styleDictionary
    }

    /// Whether the first line of a text file has the token `NORMAL` (DKNightVersion's required theme column).
    private static func firstLineNamesNormal(_ bytes: [UInt8]) -> Bool {
        var start = 0
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3 }
        // A blank first line is a DKNightVersion hazard, so look at the first non-blank line.
        var lineStart = start
        while lineStart < bytes.count {
            var end = lineStart
            while end < bytes.count, bytes[end] != 0x0A { end += 1 }
            let words = bytes[lineStart..<end].split { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
            if !words.isEmpty { return words.contains { Array($0) == Array("NORMAL".utf8) } }
            lineStart = end + 1
        }
        return false
    }
}
