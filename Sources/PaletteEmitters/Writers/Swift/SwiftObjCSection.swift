import PaletteModel

/// The Objective-C face of the palette (inside `#if canImport(ObjectiveC)` in the UIKit and AppKit branches): one
/// `NSObject` subclass, named with the `objcName` option, with a class property per color, `colorForKey:` (the
/// drop-in for LFLDarkModeKit's `colorAdpterWithHex:` and DKNightVersion's `DKColorPickerWithKey`), `CGColor`s, and
/// the appearance choice by name.
enum SwiftObjCSection {
    /// What differs between the UIKit and AppKit forms of the class.
    enum Platform {
        /// UIKit: `UIColor`, resolved with a `UITraitCollection`.
        case uiKit
        /// AppKit: `NSColor`, resolved with an `NSAppearance`.
        case appKit

        /// The color type.
        var color: String { self == .uiKit ? "UIKit.UIColor" : "AppKit.NSColor" }
        /// The entry member that gives the dynamic color.
        var member: String { self == .uiKit ? "uiColor" : "nsColor" }
        /// The `CGColor` lookup's second selector part, parameter and type.
        var resolver: (selector: String, label: String, type: String) {
            self == .uiKit
                ? ("traitCollection", "traitCollection", "UIKit.UITraitCollection")
                : ("appearance", "appearance", "AppKit.NSAppearance")
        }
        /// The availability of the class.
        var availability: String {
            self == .uiKit ? "@available(iOS 13.0, tvOS 13.0, *)" : "@available(macOS 10.15, *)"
        }
        /// The availability attributes of what app extensions cannot call.
        var extensionUnavailable: [String] {
            self == .uiKit
                ? [
                    "@available(iOSApplicationExtension, unavailable)",
                    "@available(tvOSApplicationExtension, unavailable)",
                ]
                : ["@available(macOSApplicationExtension, unavailable)"]
        }
    }

    /// Names a color's class property must not take: the class's own members, `NSObject`'s (`nsObjectSelectors`),
    /// and C and Objective-C keywords.
    static let reservedNames: Set<String> = ownMembers.union(nsObjectSelectors).union(keywords)

    /// The members the class declares itself, and the Swift names its `NSObject` base gives it.
    private static let ownMembers: Set<String> = [
        "allImageKeys", "allKeys", "appearanceChoice", "appearanceChoiceDidChangeNotification", "appearanceChoices",
        "applyAppearanceChoice", "color", "hashValue",
    ]

    /// Every selector without arguments (so every name a getter can have) of the `NSObject` class and protocol.
    ///
    /// Instance and class methods and properties alike: a class property of an `NSObject` subclass is a class
    /// method, and a class object answers `NSObject`'s instance methods too (its metaclass inherits from `NSObject`),
    /// so `+dealloc` clashes with `-dealloc` (swiftc: "getter for 'dealloc' … conflicts with method 'dealloc()' from
    /// superclass 'NSObject'") and `+retain` is a message ARC forbids. Selectors with arguments (`isEqual:`,
    /// `valueForKey:`, `performSelector:withObject:`) cannot be a getter's, and the `alloc`, `copy`, `init`,
    /// `mutableCopy` and `new` families are renamed by prefix (`startsFamily`).
    ///
    /// Taken from Apple's headers: objc4's `<objc/NSObject.h>` (the `NSObject` protocol and class), and Foundation's
    /// `NSObject.h` (`NSObject(NSCoderMethods)`, `NSObject(NSDiscardableContentProxy)`), `NSKeyValueCoding.h`
    /// (`NSObject(NSKeyValueCoding)`), `NSKeyValueObserving.h` (`NSObject(NSKeyValueObservingCustomization)`),
    /// `NSScriptClassDescription.h` (`NSObject(NSScriptClassDescription)`), `NSClassDescription.h`
    /// (`NSObject(NSClassDescriptionPrimitives)`), `NSArchiver.h` (`NSObject(NSArchiverCallback)`),
    /// `NSKeyedArchiver.h` (`NSObject(NSKeyedArchiverObjectSubstitution)`,
    /// `NSObject(NSKeyedUnarchiverObjectSubstitution)`), `NSPortCoder.h` (`NSObject(NSDistributedObjects)`),
    /// `NSObjectScripting.h` (`NSObject(NSScripting)`) and `NSScriptObjectSpecifiers.h`
    /// (`NSObject(NSScriptObjectSpecifiers)`), as the macOS 10.9–14 and iOS SDKs declare them. Their other
    /// categories on `NSObject` (`NSComparisonMethods` in `NSScriptWhoseTests.h`, `NSThreadPerformAdditions` in
    /// `NSThread.h`, `NSKeyValueObserverRegistration`, `NSDelayedPerforming`) have only selectors with arguments.
    static let nsObjectSelectors: Set<String> = [
        // <objc/NSObject.h>, @protocol NSObject
        "hash", "superclass", "class", "self", "isProxy", "retain", "release", "autorelease", "retainCount", "zone",
        "description", "debugDescription",
        // <objc/NSObject.h>, @interface NSObject (+ and -)
        "load", "initialize", "init", "new", "alloc", "dealloc", "finalize", "copy", "mutableCopy",
        "allowsWeakReference", "retainWeakReference",
        // NSObject(NSCoderMethods), NSObject(NSDiscardableContentProxy)
        "version", "classForCoder", "autoContentAccessingProxy",
        // NSObject(NSKeyValueCoding), NSObject(NSKeyValueObservingCustomization)
        "accessInstanceVariablesDirectly", "observationInfo",
        // NSObject(NSScriptClassDescription), NSObject(NSClassDescriptionPrimitives)
        "classCode", "className", "classDescription", "attributeKeys", "toOneRelationshipKeys",
        "toManyRelationshipKeys",
        // NSObject(NSArchiverCallback), NSObject(NSKeyedArchiverObjectSubstitution),
        // NSObject(NSKeyedUnarchiverObjectSubstitution), NSObject(NSDistributedObjects)
        "classForArchiver", "classForKeyedArchiver", "classFallbacksForKeyedArchiver", "classForKeyedUnarchiver",
        "classForPortCoder",
        // NSObject(NSScripting), NSObject(NSScriptObjectSpecifiers)
        "scriptingProperties", "objectSpecifier",
    ]

    /// C and Objective-C keywords and names a property cannot take in an Objective-C header.
    private static let keywords: Set<String> = [
        "BOOL", "Class", "IMP", "NO", "NULL", "Nil", "SEL", "YES", "_Bool", "_Complex", "atomic", "auto", "bool",
        "break", "bycopy", "byref", "case", "char", "const", "continue", "default", "do", "double", "else", "enum",
        "extern", "false", "float", "for", "goto", "id", "if", "in", "inline", "inout", "int", "long", "nil",
        "nonatomic", "nonnull", "nullable", "oneway", "out", "readonly", "readwrite", "register", "restrict",
        "return", "short", "signed", "sizeof", "static", "strong", "struct", "super", "switch", "true", "typedef",
        "typeof", "union", "unsigned", "void", "volatile", "weak", "while",
    ]

    /// Objective-C method families: a getter starting with one of these words would be taken to return an owned
    /// object.
    private static let families = ["alloc", "copy", "init", "mutableCopy", "new"]

    /// The Objective-C property name for each entry's Swift name, or `nil` where it cannot have one (non-ASCII, or
    /// taken): such colors are still reached with `colorForKey:`.
    ///
    /// `entryNames` are distinct (a repeated name is `nil`), so a name kept as it is cannot be taken; only when a
    /// name gets the `color` prefix are the names checked against each other, in palette order.
    static func propertyNames(_ entryNames: [String?]) -> [String?] {
        var renamed = false
        let candidates = entryNames.map { declared -> String? in
            guard let declared else { return nil }
            let name = SwiftNamePlan.bare(declared)
            guard name.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
            guard let first = name.utf8.first, mayBeTaken(startingWith: first),
                reservedNames.contains(name) || startsFamily(name) || first == 0x5F
            else { return name }
            renamed = true
            return "color" + name.prefix(1).uppercased() + name.dropFirst()
        }
        guard renamed else { return candidates }
        var used: Set<String> = []
        return candidates.map { objc in
            guard let objc, !reservedNames.contains(objc), used.insert(objc).inserted else { return nil }
            return objc
        }
    }

    /// Whether a name starting with `byte` can be reserved, start a method family or start with `_`: most names are
    /// settled by their first letter, without hashing them.
    ///
    /// Kept for its figure: naming 100,000 Objective-C properties went from 114 M to 48 M instructions
    /// (`Docs/Performance.md`).
    private static func mayBeTaken(startingWith byte: UInt8) -> Bool {
        byte < 64 ? takenFirstBytes.low >> byte & 1 == 1 : byte < 128 && takenFirstBytes.high >> (byte - 64) & 1 == 1
    }

    /// The first bytes of the reserved names, the method families and `_`, as a mask over ASCII.
    private static let takenFirstBytes: (low: UInt64, high: UInt64) = {
        var mask: (low: UInt64, high: UInt64) = (0, 0)
        for byte in (Array(reservedNames) + families + ["_"]).compactMap(\.utf8.first) where byte < 128 {
            if byte < 64 { mask.low |= 1 << byte } else { mask.high |= 1 << (byte - 64) }
        }
        return mask
    }()

    /// Whether `name` starts with a method-family word followed by the end or a non-lowercase character.
    private static func startsFamily(_ name: String) -> Bool {
        families.contains { family in
            guard name.utf8.first == family.utf8.first, name.hasPrefix(family) else { return false }
            guard let next = name.dropFirst(family.count).first else { return true }
            return !next.isLowercase
        }
    }

    /// Writes the class for one platform.
    static func write(_ palette: Palette, plan: SwiftNamePlan, platform: Platform, to printer: inout CodePrinter) {
        let type = plan.typeName
        let access = plan.access
        let objcName = plan.objcName
        let swiftName = type + "ObjC"
        let example = palette.entries.first.map { SwiftLiteral.commentText($0.key) } ?? "PGC01"
        let names = plan.objcPropertyNames
        printer.lines(
            """
            /// The palette for Objective-C as `\(objcName)`: every color as a class property, lookup by palette key, `CGColor`s
            /// and the appearance choice by name.
            ///
            /// ```objc
            /// view.backgroundColor = \(objcName).\(names.lazy.compactMap { $0 }.first ?? "someColor");
            /// label.textColor = [\(objcName) colorForKey:@"\(example)"];  // for colorAdpterWithHex: or DKColorPickerWithKey
            /// [\(objcName) applyAppearanceChoice:@"dark"];
            /// ```
            \(platform.availability)
            @objc(\(objcName))
            \(access)final class \(swiftName): ObjectiveC.NSObject {
            """
        )
        // The fixed text around each property, spelled once per class rather than once per entry.
        let about = "`: the dynamic color of `" + type + "."
        let property = ") " + access + "class var "
        let method = ") " + access + "class func "
        let propertyType = ": " + platform.color + " { " + type + ".Entry.at("
        let methodType = "() -> " + platform.color + " { " + type + ".Entry.at("
        let member = ")." + platform.member + " }"
        printer.indented { body in
            body.parts(palette.entries.count) { range, body in
                for index in range {
                    guard let objc = names[index], let swift = plan.entryNames[index] else { continue }
                    let entry = palette.entries[index]
                    let bare = SwiftNamePlan.bare(swift)
                    body.write("/// `")
                    body.write(SwiftLiteral.commentText(entry.key))
                    body.write(about)
                    body.write(bare)
                    body.write("`.")
                    body.endLine()
                    SwiftCoreSection.writeDeprecation(entry, to: &body)
                    // Swift marks a deprecated class property in the header but not its getter, which is what clang
                    // checks: a deprecated color is a class method, which dot syntax calls all the same.
                    let deprecated = entry.deprecation != nil
                    body.write("@objc(")
                    body.write(objc)
                    body.write(deprecated ? method : property)
                    body.write(objc == swift ? swift : SwiftNamePlan.declared(objc))
                    body.write(deprecated ? methodType : propertyType)
                    body.write(decimal: index)
                    body.write(member)
                    body.endLine()
                }
            }
        }
        let resolver = platform.resolver
        printer.indented { body in
            body.lines(
                """

                /// The dynamic color for a palette key, verbatim (`@"\(example)"`), or `nil`: the drop-in for string-keyed
                /// lookups such as `colorAdpterWithHex:` and `DKColorPickerWithKey`.
                @objc(colorForKey:)
                \(access)class func color(forKey key: String) -> \(platform.color)? {
                    \(type).Entry.entry(forKey: key)?.\(platform.member)
                }

                /// The color for a palette key resolved for a \(resolver.selector == "appearance" ? "drawing appearance" : "trait collection"), as a `CGColor` for layers.
                @objc(CGColorForKey:\(resolver.selector):)
                \(access)class func cgColor(forKey key: String, \(resolver.label): \(resolver.type)) -> CoreGraphics.CGColor? {
                    \(type).Entry.entry(forKey: key)?.cgColor(for: \(resolver.label))
                }

                /// Every palette key, in palette order.
                @objc \(access)class var allKeys: [String] {
                    \(type).Entry.all.map { $0.key }
                }

                /// The names of the appearance choices: `system`, `light`, `dark`, then each theme.
                @objc \(access)class var appearanceChoices: [String] {
                    \(type).AppearanceChoice.allCases.map { $0.rawValue }
                }

                /// The name of the appearance choice applied last.
                @MainActor
                @objc \(access)class var appearanceChoice: String {
                    \(type).AppearanceOverride.choice.rawValue
                }

                /// Applies the choice with this name to the whole app and stores it; `NO`, changing nothing, for a name
                /// that is not in `appearanceChoices`.
                \(platform.extensionUnavailable.joined(separator: "\n"))
                @MainActor
                @objc(applyAppearanceChoice:)
                @discardableResult
                \(access)class func applyAppearanceChoice(_ name: String) -> Bool {
                    guard let choice = \(type).AppearanceChoice(rawValue: name) else { return false }
                    \(type).AppearanceOverride.apply(choice)
                    return true
                }

                /// Posted after the appearance choice changed; `userInfo[@"choice"]` is its name.
                @objc \(access)class var appearanceChoiceDidChangeNotification: Foundation.NSNotification.Name {
                    \(type).AppearanceOverride.didChangeNotification
                }

                """
            )
        }
        if !palette.images.isEmpty {
            printer.indented { body in
                body.blankLine()
                writeImageLookup(plan: plan, platform: platform, to: &body)
            }
        }
        printer.indented { body in
            body.lines(
                """

                /// Not instantiable: everything is a class member.
                private override init() {
                    super.init()
                }
                """
            )
        }
        printer.line("}")
    }

    /// Writes `imageForKey:` (and, for UIKit, `imageForKey:compatibleWithTraitCollection:`), for a palette with
    /// images: the same images the Swift accessors give.
    private static func writeImageLookup(plan: SwiftNamePlan, platform: Platform, to printer: inout CodePrinter) {
        let type = plan.typeName
        let access = plan.access
        switch platform {
        case .uiKit:
            printer.lines(
                """
                /// The image for a palette image key, verbatim, for the current trait collection, or `nil`: UIKit switches
                /// its light, dark and high-contrast artwork by itself (`\(type).Image.uiImage(for:)`).
                @objc(imageForKey:)
                \(access)class func image(forKey key: String) -> UIKit.UIImage? {
                    \(type).Image.image(forKey: key)?.uiImage(for: UIKit.UITraitCollection.current)
                }

                /// The image for a palette image key and the theme of a trait collection, or `nil`.
                @objc(imageForKey:compatibleWithTraitCollection:)
                \(access)class func image(forKey key: String, compatibleWith traits: UIKit.UITraitCollection) -> UIKit.UIImage? {
                    \(type).Image.image(forKey: key)?.uiImage(for: traits)
                }

                /// Every palette image key, in palette order.
                @objc \(access)class var allImageKeys: [String] {
                    \(type).Image.all.map { $0.key }
                }
                """
            )
        case .appKit:
            printer.lines(
                """
                /// The image for a palette image key, verbatim, drawn in the appearance it is drawn with, or `nil`
                /// (`\(type).Image.nsImage`).
                @available(macOS 11.0, *)
                @objc(imageForKey:)
                \(access)class func image(forKey key: String) -> AppKit.NSImage? {
                    \(type).Image.image(forKey: key)?.nsImage
                }

                /// Every palette image key, in palette order.
                @objc \(access)class var allImageKeys: [String] {
                    \(type).Image.all.map { $0.key }
                }
                """
            )
        }
    }
}
