import PaletteModel

/// The parts of a DTCG Resolver Module 2025.10 file palettec uses, read from its syntax tree.
struct DTCGResolverModel {
    /// Where tokens come from.
    enum Source: Hashable {
        /// A tokens file, by normalized path.
        case file(String)
        /// Tokens written inline in the resolver, by the offset of their object.
        case inline(Int)
    }

    /// A source and the node that names it (for locations and inline tokens).
    struct SourceRef {
        /// Which source.
        var source: Source
        /// The `$ref` object or the inline token object.
        var node: SyntaxNode
    }

    /// One context of a modifier: its name and sources.
    struct Context {
        /// The context name (`light`, `dark-high-contrast`).
        var name: String
        /// Where the name is.
        var nameOffset: Int
        /// Its sources, in order.
        var sources: [SourceRef]
    }

    /// A modifier: its contexts and default.
    struct Modifier {
        /// The modifier's name.
        var name: String
        /// Its contexts, in order.
        var contexts: [Context]
        /// The default context's name.
        var defaultContext: String?
        /// Its `$extensions["org.palettec"]`, if any.
        var palettec: SyntaxNode?
    }

    /// One step of `resolutionOrder`.
    enum Step {
        /// A set's sources.
        case set([SourceRef])
        /// A modifier, by index into `modifiers`.
        case modifier(Int)
    }

    /// The modifiers, in declaration order.
    var modifiers: [Modifier] = []
    /// The resolution order.
    var steps: [Step] = []
    /// The resolver's `name`.
    var name: String?
    /// The resolver's `description`.
    var description: String?

    /// Reads the model, reporting what is malformed or unsupported.
    init(root: SyntaxNode, file: SourceFile, diagnostics: inout DiagnosticBag) {
        let folder = PathText.parent(file.path)
        guard let fields = root.members(in: file, diagnostics: &diagnostics, else: Diagnostic.resolverIsNotAnObject)
        else {
            return
        }
        func field(_ name: String) -> SyntaxNode.Member? { fields.last { $0.key == name } }
        if case .string(let text)? = field("name")?.value.value { name = text }
        if case .string(let text)? = field("description")?.value.value { description = text }
        if let version = field("version"), case .string(let text) = version.value.value, text != "2025.10" {
            diagnostics.report(.unknownResolverVersion(text, at: file.location(ofOffset: version.value.offset)))
        }
        var sets: [String: [SourceRef]] = [:]
        if case .object(let members)? = field("sets")?.value.value {
            for member in members {
                sets[member.key] = Self.sources(
                    of: member.value,
                    key: "sources",
                    folder: folder,
                    file: file,
                    sets: [:],
                    diagnostics: &diagnostics
                )
            }
        }
        var modifierIndex: [String: Int] = [:]
        if case .object(let members)? = field("modifiers")?.value.value {
            for member in members {
                modifierIndex[member.key] = modifiers.count
                modifiers.append(
                    Self.modifier(
                        member.key,
                        member.value,
                        folder: folder,
                        file: file,
                        sets: sets,
                        diagnostics: &diagnostics
                    )
                )
            }
        }
        guard let order = field("resolutionOrder"), case .array(let items) = order.value.value else {
            diagnostics.report(.resolverHasNoResolutionOrder(at: file.location(ofOffset: root.offset)))
            return
        }
        for item in items {
            let location = file.location(ofOffset: item.offset)
            if let ref = Self.string(item, "$ref") {
                if ref.hasPrefix("#/sets/"), let set = sets[String(ref.dropFirst("#/sets/".count))] {
                    steps.append(.set(set))
                } else if ref.hasPrefix("#/modifiers/"),
                    let index = modifierIndex[String(ref.dropFirst("#/modifiers/".count))]
                {
                    steps.append(.modifier(index))
                } else {
                    diagnostics.report(.unknownResolutionOrderReference(ref, at: location))
                }
                continue
            }
            switch Self.string(item, "type") {
            case "set"?:
                steps.append(
                    .set(
                        Self.sources(
                            of: item,
                            key: "sources",
                            folder: folder,
                            file: file,
                            sets: sets,
                            diagnostics: &diagnostics
                        )
                    )
                )
            case "modifier"?:
                let name = Self.string(item, "name") ?? "modifier \(modifiers.count + 1)"
                modifiers.append(
                    Self.modifier(name, item, folder: folder, file: file, sets: sets, diagnostics: &diagnostics)
                )
                steps.append(.modifier(modifiers.count - 1))
            default:
                diagnostics.report(.resolutionOrderItemHasNoReference(at: location))
            }
        }
    }

    /// Reads a modifier's contexts.
    private static func modifier(
        _ name: String,
        _ node: SyntaxNode,
        folder: String,
        file: SourceFile,
        sets: [String: [SourceRef]],
        diagnostics: inout DiagnosticBag
    ) -> Modifier {
        var modifier = Modifier(name: name, contexts: [], defaultContext: string(node, "default"))
        if case .object(let fields) = node.value {
            if case .object(let contexts)? = fields.last(where: { $0.key == "contexts" })?.value.value {
                for context in contexts {
                    modifier.contexts.append(
                        Context(
                            name: context.key,
                            nameOffset: context.keyOffset,
                            sources: sources(
                                of: context.value,
                                key: nil,
                                folder: folder,
                                file: file,
                                sets: sets,
                                diagnostics: &diagnostics
                            )
                        )
                    )
                }
            }
            if case .object(let vendors)? = fields.last(where: { $0.key == "$extensions" })?.value.value {
                modifier.palettec = vendors.last { $0.key == "org.palettec" }?.value
            }
        }
        if modifier.contexts.isEmpty {
            diagnostics.report(.modifierHasNoContext(name, at: file.location(ofOffset: node.offset)))
        }
        return modifier
    }

    /// The sources in an array (`key` nil) or in an object's `key` array.
    private static func sources(
        of node: SyntaxNode,
        key: String?,
        folder: String,
        file: SourceFile,
        sets: [String: [SourceRef]],
        diagnostics: inout DiagnosticBag
    ) -> [SourceRef] {
        var list = node
        if let key {
            guard case .object(let fields) = node.value, let value = fields.last(where: { $0.key == key })?.value else {
                return []
            }
            list = value
        }
        guard case .array(let items) = list.value else {
            diagnostics.report(.sourcesAreNotAnArray(found: list.typeName, at: file.location(ofOffset: list.offset)))
            return []
        }
        var result: [SourceRef] = []
        for item in items {
            guard let ref = string(item, "$ref") else {
                result.append(SourceRef(source: .inline(item.offset), node: item))
                continue
            }
            if ref.hasPrefix("#/sets/") {
                if let set = sets[String(ref.dropFirst("#/sets/".count))] {
                    result += set
                } else {
                    diagnostics.report(.unknownSetReference(ref, at: file.location(ofOffset: item.offset)))
                }
            } else if ref.contains("#") {
                diagnostics.report(.partialFileReference(ref, at: file.location(ofOffset: item.offset)))
            } else {
                result.append(SourceRef(source: .file(PathText.join(folder, ref)), node: item))
            }
        }
        return result
    }

    /// The string member `name` of an object node.
    static func string(_ node: SyntaxNode, _ name: String) -> String? {
        guard case .object(let fields) = node.value,
            case .string(let text)? = fields.last(where: { $0.key == name })?.value.value
        else { return nil }
        return text
    }
}

extension Diagnostic {
    fileprivate static func resolverIsNotAnObject(found type: String, at location: Location) -> Diagnostic {
        Diagnostic(.wrongType, "a resolver must be an object with \"resolutionOrder\", found \(type)", at: location)
    }

    fileprivate static func unknownResolverVersion(_ version: String, at location: Location) -> Diagnostic {
        Diagnostic(
            .unknownField,
            "resolver version '\(version)' is not 2025.10, the version palettec reads; reading it as 2025.10",
            at: location
        )
    }

    fileprivate static func resolverHasNoResolutionOrder(at location: Location) -> Diagnostic {
        Diagnostic(.missingField, "a resolver needs a \"resolutionOrder\" array", at: location)
    }

    fileprivate static func unknownResolutionOrderReference(_ reference: String, at location: Location) -> Diagnostic {
        Diagnostic(
            .unknownAlias,
            "resolutionOrder refers to '\(reference)', which is not a set or modifier of this resolver",
            at: location
        )
    }

    fileprivate static func resolutionOrderItemHasNoReference(at location: Location) -> Diagnostic {
        Diagnostic(
            .missingField,
            "a resolutionOrder item needs a \"$ref\", or \"type\": \"set\" or \"modifier\"",
            at: location
        )
    }

    fileprivate static func modifierHasNoContext(_ name: String, at location: Location) -> Diagnostic {
        Diagnostic(.missingField, "modifier '\(name)' needs at least one context", at: location)
    }

    fileprivate static func sourcesAreNotAnArray(found type: String, at location: Location) -> Diagnostic {
        Diagnostic(.wrongType, "expected an array of sources, found \(type)", at: location)
    }

    fileprivate static func unknownSetReference(_ reference: String, at location: Location) -> Diagnostic {
        Diagnostic(.unknownAlias, "'\(reference)' names no set defined before it", at: location)
    }

    fileprivate static func partialFileReference(_ reference: String, at location: Location) -> Diagnostic {
        Diagnostic(
            .unsupportedByFormat,
            "'\(reference)': references into part of a file are not supported; refer to a whole tokens file",
            at: location
        )
    }
}
