import PaletteModel

/// The collections and variables of a Figma variables file, as written: the REST `variables/local` response
/// (`{status, error, meta: {variableCollections, variables}}`, maps keyed by id) or a Plugin API dump (the same
/// objects, as arrays or id-keyed maps, with or without the envelope).
///
/// Only the fields palettec reads are kept, each with where it is written; what is missing or of the wrong type is
/// reported here, at its place.
struct FigmaVariables {
    /// One mode of a collection.
    struct Mode {
        /// The mode's id (`50514:0`).
        var id: String
        /// The mode's name (`MDS-Light`).
        var name: String
        /// Where the mode's name is.
        var offset: Int
    }

    /// One variable collection.
    struct Collection {
        /// The collection's id.
        var id: String
        /// The collection's name (`Global Colors`).
        var name: String
        /// Its modes, in order.
        var modes: [Mode]
        /// The index in `modes` of `defaultModeId` (the first mode when it names none).
        var defaultMode: Int
        /// Whether the collection comes from a library.
        var remote: Bool
        /// Where the collection's object starts.
        var offset: Int
        /// The index in `modes` of each mode id.
        var modeIndex: [String: Int]
        /// The index in `modes` of each mode name (the first of a repeated name).
        var modeNamed: [String: Int]
    }

    /// One variable.
    struct Variable {
        /// The variable's id (`VariableID:50533:16603`).
        var id: String
        /// Its `/`-separated name (`Brand main/piccolo`).
        var name: String
        /// Where its object starts.
        var offset: Int
        /// Where its name is.
        var nameOffset: Int
        /// The index of its collection in `collections`, `nil` when it names none of the file's.
        var collection: Int?
        /// `COLOR`, `FLOAT`, `STRING` or `BOOLEAN`.
        var resolvedType: String
        /// Whether the variable comes from a library.
        var remote: Bool
        /// Its description, when not empty.
        var description: String?
        /// Its values by mode id, each with where it is.
        var values: [String: SyntaxNode]
        /// Where `valuesByMode` is (the variable's object when it is missing).
        var valuesOffset: Int
    }

    /// The collections, in file order.
    var collections: [Collection] = []
    /// The variables, in file order.
    var variables: [Variable] = []
    /// The index in `variables` of each id.
    var variableIndex: [String: Int] = [:]

    /// Whether a file's root has the shape of a Figma variables file: `variableCollections` and `variables` members,
    /// at the root or inside `meta`.
    static func isVariablesFile(_ root: SyntaxNode) -> Bool {
        guard case .object(let members) = root.value else { return false }
        if let meta = members.first(where: { $0.key == "meta" }), isVariablesFile(meta.value) { return true }
        return members.contains { $0.key == "variableCollections" } && members.contains { $0.key == "variables" }
    }

    /// Collections without variables, as another export shape gives them.
    init(collections: [Collection]) {
        self.collections = collections
    }

    /// Reads the collections and variables of `root`, reporting what is missing or of the wrong type.
    init(root: SyntaxNode, file: SourceFile, diagnostics: inout DiagnosticBag) {
        guard
            var members = root.members(in: file, diagnostics: &diagnostics, else: Diagnostic.notAFigmaVariablesFile)
        else { return }
        if let meta = members.first(where: { $0.key == "meta" }), case .object(let inner) = meta.value.value {
            members = inner
        }
        func field(_ name: String) -> SyntaxNode? {
            guard let node = members.first(where: { $0.key == name })?.value else {
                diagnostics.report(.figmaFieldMissing(name, in: "file", at: file.location(ofOffset: root.offset)))
                return nil
            }
            return node
        }
        let collectionNodes = field("variableCollections").map {
            Self.elements($0, file: file, diagnostics: &diagnostics)
        }
        let variableNodes = field("variables").map { Self.elements($0, file: file, diagnostics: &diagnostics) }
        var collectionIndex: [String: Int] = [:]
        for node in collectionNodes ?? [] {
            guard let collection = Self.collection(node, file: file, diagnostics: &diagnostics) else { continue }
            guard collectionIndex[collection.id] == nil else {
                diagnostics.report(.figmaDuplicateID(collection.id, at: file.location(ofOffset: node.offset)))
                continue
            }
            collectionIndex[collection.id] = collections.count
            collections.append(collection)
        }
        for node in variableNodes ?? [] {
            guard var variable = Self.variable(node, file: file, diagnostics: &diagnostics) else { continue }
            guard variableIndex[variable.id] == nil else {
                diagnostics.report(.figmaDuplicateID(variable.id, at: file.location(ofOffset: node.offset)))
                continue
            }
            if let collection = Self.string(node, "variableCollectionId") {
                variable.collection = collectionIndex[collection]
                if variable.collection == nil {
                    diagnostics.report(
                        .figmaUnknownCollection(variable.name, id: collection, at: file.location(ofOffset: node.offset))
                    )
                }
            } else {
                diagnostics.report(
                    .figmaFieldMissing("variableCollectionId", in: "variable", at: file.location(ofOffset: node.offset))
                )
            }
            variableIndex[variable.id] = variables.count
            variables.append(variable)
        }
    }

    /// The elements of an array, or the values of an id-keyed object; anything else is reported.
    private static func elements(_ node: SyntaxNode, file: SourceFile, diagnostics: inout DiagnosticBag) -> [SyntaxNode]
    {
        switch node.value {
        case .array(let elements): return elements
        case .object(let members): return members.map(\.value)
        default:
            diagnostics.report(.figmaNotAList(found: node.typeName, at: file.location(ofOffset: node.offset)))
            return []
        }
    }

    /// A collection object, or `nil` after reporting what it lacks.
    private static func collection(
        _ node: SyntaxNode,
        file: SourceFile,
        diagnostics: inout DiagnosticBag
    ) -> Collection? {
        let location = file.location(ofOffset: node.offset)
        guard case .object = node.value, let id = string(node, "id") else {
            diagnostics.report(.figmaFieldMissing("id", in: "collection", at: location))
            return nil
        }
        var modes: [Mode] = []
        if case .array(let elements)? = member(node, "modes")?.value {
            for element in elements {
                guard let modeID = string(element, "modeId"), let name = member(element, "name"),
                    case .string(let text) = name.value
                else {
                    diagnostics.report(
                        .figmaFieldMissing("modeId", in: "mode", at: file.location(ofOffset: element.offset))
                    )
                    continue
                }
                modes.append(Mode(id: modeID, name: text, offset: name.offset))
            }
        }
        guard !modes.isEmpty else {
            diagnostics.report(.figmaFieldMissing("modes", in: "collection", at: location))
            return nil
        }
        var modeIndex: [String: Int] = [:]
        var modeNamed: [String: Int] = [:]
        for (index, mode) in modes.enumerated() {
            if modeIndex[mode.id] == nil { modeIndex[mode.id] = index }
            if modeNamed[mode.name] == nil { modeNamed[mode.name] = index }
        }
        return Collection(
            id: id,
            name: string(node, "name") ?? id,
            modes: modes,
            defaultMode: string(node, "defaultModeId").flatMap { modeIndex[$0] } ?? 0,
            remote: flag(node, "remote"),
            offset: node.offset,
            modeIndex: modeIndex,
            modeNamed: modeNamed
        )
    }

    /// A variable object (without its collection), or `nil` after reporting what it lacks.
    private static func variable(_ node: SyntaxNode, file: SourceFile, diagnostics: inout DiagnosticBag) -> Variable? {
        let location = file.location(ofOffset: node.offset)
        guard case .object = node.value, let id = string(node, "id") else {
            diagnostics.report(.figmaFieldMissing("id", in: "variable", at: location))
            return nil
        }
        guard let name = member(node, "name"), case .string(let text) = name.value else {
            diagnostics.report(.figmaFieldMissing("name", in: "variable", at: location))
            return nil
        }
        guard let type = string(node, "resolvedType") else {
            diagnostics.report(.figmaFieldMissing("resolvedType", in: "variable", at: location))
            return nil
        }
        var values: [String: SyntaxNode] = [:]
        let valuesNode = member(node, "valuesByMode")
        if case .object(let members)? = valuesNode?.value {
            for member in members where values[member.key] == nil { values[member.key] = member.value }
        }
        let description = string(node, "description")
        return Variable(
            id: id,
            name: text,
            offset: node.offset,
            nameOffset: name.offset,
            collection: nil,
            resolvedType: type,
            remote: flag(node, "remote"),
            description: description?.isEmpty == false ? description : nil,
            values: values,
            valuesOffset: valuesNode?.offset ?? node.offset
        )
    }

    /// The member `name` of an object node.
    static func member(_ node: SyntaxNode, _ name: String) -> SyntaxNode? {
        guard case .object(let members) = node.value else { return nil }
        return members.first { $0.key == name }?.value
    }

    /// The string member `name` of an object node.
    static func string(_ node: SyntaxNode, _ name: String) -> String? {
        guard case .string(let text)? = member(node, name)?.value else { return nil }
        return text
    }

    /// Whether the boolean member `name` of an object node is `true`.
    private static func flag(_ node: SyntaxNode, _ name: String) -> Bool {
        member(node, name)?.value == .bool(true)
    }
}

extension Diagnostic {
    fileprivate static func notAFigmaVariablesFile(found type: String, at location: Location) -> Diagnostic {
        Diagnostic(
            .wrongType,
            "a Figma variables file must be an object with 'variableCollections' and 'variables', found \(type)",
            at: location
        )
    }

    fileprivate static func figmaNotAList(found type: String, at location: Location) -> Diagnostic {
        Diagnostic(.wrongType, "expected an array or an object keyed by id, found \(type)", at: location)
    }

    fileprivate static func figmaFieldMissing(_ field: String, in what: String, at location: Location) -> Diagnostic {
        Diagnostic(.missingField, "this Figma \(what) has no '\(field)'; it is not read", at: location)
    }

    fileprivate static func figmaDuplicateID(_ id: String, at location: Location) -> Diagnostic {
        Diagnostic(.duplicateKey, "id '\(id)' is given twice; only its first object is read", at: location)
    }

    fileprivate static func figmaUnknownCollection(_ name: String, id: String, at location: Location) -> Diagnostic {
        Diagnostic(
            .unknownAlias,
            "variable '\(name)' belongs to collection '\(id)', which this file does not hold; it is not read",
            at: location
        )
    }
}
