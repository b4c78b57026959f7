import Foundation
import PaletteModel
import PalettecTestSupport
import Testing

@testable import PaletteEmitters

/// Runs swiftc with Objective-C interop, and clang on Objective-C, against the Objective-C flavour of the stub SDK
/// (`Tests/Stubs/ObjC`, described in its README.md): clang modules made of excerpts of Apple's SDK headers, with
/// small Swift overlays that are built once per test run.
enum ObjCToolchain {
    /// The overlay modules and the caches, in one temporary folder.
    struct Built: Sendable {
        /// Holds `ObjectiveC`, `CoreGraphics`, `Foundation` and `UIKit` `.swiftmodule`s.
        var modules: URL
        /// swiftc's clang module cache.
        var swiftCache: URL
        /// clang's module cache for the Objective-C call sites.
        var clangCache: URL
    }

    /// A run that did not go as the helper needed.
    struct Failure: Error, CustomStringConvertible {
        /// What went wrong, with the compiler's output.
        var description: String
    }

    /// The stub SDK's folder, `Tests/Stubs/ObjC` in the package.
    static let stubs = Golden.packageRoot.appendingPathComponent("Tests/Stubs/ObjC")

    /// The name of the module the generated files are compiled in, and so of the header (`PaletteKit-Swift.h`).
    static let moduleName = "PaletteKit"

    /// The header swiftc writes for the module.
    static let headerName = moduleName + "-Swift.h"

    /// The clang next to swiftc (the same LLVM as swiftc's own), else one on `PATH`.
    static let clang: String? = {
        if let swiftc = SwiftToolchain.swiftc {
            let folder = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().deletingLastPathComponent()
            let candidate = folder.appendingPathComponent("clang").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return Executables.find("clang")
    }()

    /// Whether the tests run: when swiftc and clang exist, and always under `CI=true`, where a missing one fails.
    static var isEnabled: Bool {
        (SwiftToolchain.swiftc != nil && clang != nil) || Executables.isCI
    }

    /// The overlays, built on first use; a `static let` initializer runs once, so concurrent tests wait for one build.
    static let built: Result<Built, any Error> = Result { try build() }

    /// The search paths and flags every swiftc run shares.
    static func swiftFlags(_ built: Built) -> [String] {
        [
            "-swift-version", "6", "-diagnostic-style=llvm", "-Xfrontend", "-enable-objc-interop", "-Xcc", "-fobjc-arc",
            "-I", stubs.appendingPathComponent("sdk/usr/include").path,
            "-F", stubs.appendingPathComponent("sdk/System/Library/Frameworks").path,
            "-I", built.modules.path, "-module-cache-path", built.swiftCache.path,
        ]
    }

    /// Typechecks `files` (in `folder`) as one module with warnings as errors and writes its Objective-C header there.
    ///
    /// The files are library files (`-parse-as-library`, as every file of an app but its `main.swift`), and the header
    /// has internal declarations too, as an app target's has: swiftc leaves them out of a module without an entry point
    /// unless told, because such a module might be a framework.
    static func typecheck(_ files: [String], in folder: URL) throws -> Executables.Output {
        let built = try built.get()
        let arguments =
            ["-typecheck", "-parse-as-library", "-warnings-as-errors", "-module-name", moduleName]
            + swiftFlags(built)
            + ["-emit-objc-header-path", folder.appendingPathComponent(headerName).path]
            + ["-Xfrontend", "-emit-clang-header-min-access", "-Xfrontend", "internal"] + files
        return try SwiftToolchain.run(arguments, in: folder)
    }

    /// Checks Objective-C `files` (in `folder`, next to the module's header) with `-Wall -Wextra -Werror`, plus `extra`.
    static func compileObjC(_ files: [String], extra: [String] = [], in folder: URL) throws -> Executables.Output {
        let built = try built.get()
        guard let clang else { throw Failure(description: "clang was not found next to swiftc or on PATH") }
        let arguments =
            [
                "-fsyntax-only", "-x", "objective-c", "-fobjc-arc", "-fblocks", "-fmodules",
                "-fmodules-cache-path=" + built.clangCache.path, "-fobjc-runtime=ios-17.0",
                "-Wall", "-Wextra", "-Werror",
                "-I", stubs.appendingPathComponent("sdk/usr/include").path,
                "-F", stubs.appendingPathComponent("sdk/System/Library/Frameworks").path,
                "-I", folder.path,
            ] + extra + files
        return try Executables.run(clang, arguments, in: folder)
    }

    /// Builds the four overlays, each after the modules it imports.
    private static func build() throws -> Built {
        guard clang != nil else { throw Failure(description: "clang was not found next to swiftc or on PATH") }
        let root = try SwiftToolchain.temporaryFolder("objc-stubs")
        let built = Built(
            modules: root.appendingPathComponent("modules"),
            swiftCache: root.appendingPathComponent("swift-module-cache"),
            clangCache: root.appendingPathComponent("clang-module-cache")
        )
        try FileManager.default.createDirectory(at: built.modules, withIntermediateDirectories: true)
        for module in ["ObjectiveC", "CoreGraphics", "Foundation", "UIKit"] {
            let arguments =
                ["-parse-as-library", "-emit-module", "-module-name", module, "-import-underlying-module"]
                + swiftFlags(built)
                + [
                    "-emit-module-path", built.modules.appendingPathComponent(module + ".swiftmodule").path,
                    stubs.appendingPathComponent("overlays/\(module).swift").path,
                ]
            let output = try SwiftToolchain.run(arguments, in: root)
            guard output.status == 0 else {
                throw Failure(description: "building the \(module) overlay failed:\n\(output.standardError)")
            }
        }
        return built
    }
}

/// Generated Swift typechecked with Objective-C interop, and Objective-C calling the class it declares.
///
/// The generated files: the rich fixture (internal, and public as `PublicRich`), the CSS sample palette as `Palette`
/// (public, the example app's settings), a themed palette with an `objcName` of its own, and the rich fixture with
/// images (`SwiftImageTests.palette` as `ImageColors`: a dimmed value, a theme's own artwork, a template), typechecked
/// together as one module (`PaletteKit`), the way an iOS app target's files are: Swift 6, `-parse-as-library`,
/// warnings as errors, Objective-C interop on, and a header (`PaletteKit-Swift.h`) with internal declarations, as an
/// app's has.
///
/// What a passing run proves, for those files:
/// - the whole file typechecks with `ObjectiveC`, `Foundation`, `CoreGraphics` and `UIKit` importable, so the
///   `canImport(UIKit)` and `canImport(ObjectiveC)` branches are compiled, against UIKit and Foundation types
///   imported from Objective-C header excerpts (nullability, Swift names, bridging of `String`, `Array`,
///   `Dictionary` and `Set`, as the SDK imports them) and the Swift-only trait API of the UIKit overlay; for images,
///   `UIImage(named:in:compatibleWith:)`, `UIImageAsset`, `UITraitCollection(traitsFrom:)` and `(displayScale:)`,
///   `UIGraphicsImageRenderer` with its format and `fill(_:blendMode:)`, `UIColor.setFill()`, `CGRect`, `CGBlendMode`,
///   `Bundle.main`, and `UIImageView.image` with `registerForTraitChanges(_:handler:)` in `show(in:)`;
/// - the Objective-C class is a valid `@objc` class (an `NSObject` subclass), every `@objc` member's type can be
///   represented in Objective-C and no two members share a selector: swiftc checks all of that, and the broken
///   variants show that it does;
/// - Swift 6 isolation and `Sendable` checking see the marks the headers carry (`NS_SWIFT_UI_ACTOR` on the
///   responder classes, `NS_SWIFT_SENDABLE` on `UIColor`, `UITraitCollection`, `NSLock`, `NSUserDefaults`) and the
///   overlay's `@MainActor` `traitOverrides`: touching `UIApplication` or the main-actor `AppearanceOverride` from a
///   nonisolated member fails, and so does `show(in:)` without `@MainActor` (`UIImageView` is `NS_SWIFT_UI_ACTOR`);
/// - the emitted header declares the class under its Objective-C name with one class property per color (getter
///   named as the emitter plans), `colorForKey:`, `CGColorForKey:traitCollection:`, `allKeys`,
///   `appearanceChoices`, a read-only `appearanceChoice`, `applyAppearanceChoice:` (unavailable to app extensions)
///   and `appearanceChoiceDidChangeNotification`, with `init` unavailable; and, exactly when the palette has images,
///   `+ (UIImage * _Nullable)imageForKey:`, `+ (UIImage * _Nullable)imageForKey:compatibleWithTraitCollection:` and a
///   read-only `NSArray<NSString *> * _Nonnull allImageKeys`;
/// - Objective-C callers compile against it with `-Wall -Wextra -Werror` (`Fixtures/ObjCCallSite.m`,
///   `Fixtures/ObjCImageCallSite.m`, which shows looked-up images in a `UIImageView`, and a generated caller that
///   reads every color of every class), and callers that use what the class lacks (a selector, a property, a setter,
///   `init`, image lookup on a class without images, `imageForKey:traitCollection:`, a setter of `allImageKeys`, a
///   color where an image is wanted) fail.
///
/// What it does not prove: that anything links or runs (nothing is linked; Linux has no Objective-C runtime);
/// `@available`, `#available` and `#unavailable` (iOS is not a Linux target: availability is checked neither in
/// Swift nor in the header excerpts, whose `API_AVAILABLE` expands to nothing); the SwiftUI, Combine, WebKit and
/// AppKit branches (`canImport` is false for them here; the plain stubs check them); API and overloads that were not
/// copied into the stubs; that Objective-C callers stay on the main thread (the header has no isolation, as with
/// the real SDK); what the image code does (which artwork `UIImageAsset` picks, the dimming, the theme switch in
/// `show(in:)`: nothing runs the UIKit image code; `SwiftImageTests` runs only the portable image table); the SwiftUI
/// `ImageView` and the AppKit images. An `xcodebuild` of an iOS target remains the final authority.
@Suite struct ObjCInteropTests {
    /// One generated file: a palette, its options and the Objective-C class name it must declare.
    struct Case {
        /// The file name in the module.
        var file: String
        /// The palette.
        var palette: Palette
        /// The emit options.
        var options: EmitOptions
        /// The `@objc` name of the class.
        var objcName: String
    }

    /// The rich fixture (internal and public), the CSS sample as `Palette` (the example app's type name, public), a
    /// themed palette with an `objcName` of its own, and the rich fixture with images as `ImageColors` (the only case
    /// with images, so the only one with the image lookup).
    static var cases: [Case] {
        [
            Case(
                file: "Rich.swift",
                palette: SwiftFixture.palette,
                options: SwiftFixture.options,
                objcName: "PCRichColors"
            ),
            Case(
                file: "PublicRich.swift",
                palette: SwiftFixture.palette,
                options: EmitOptions(
                    values: ["typeName": .string("PublicRich"), "accessLevel": .string("public")],
                    sourceNames: ["Rich.json"]
                ),
                objcName: "PCPublicRich"
            ),
            Case(
                file: "Palette.swift",
                palette: CSSSamplePalette.palette,
                options: EmitOptions(
                    values: ["typeName": .string("Palette"), "accessLevel": .string("public")],
                    sourceNames: ["Sample.json"]
                ),
                objcName: "PCPalette"
            ),
            Case(
                file: "Themed.swift",
                palette: ForeignSample.withTheme,
                options: EmitOptions(
                    values: ["typeName": .string("Themed"), "objcName": .string("LFLThemedPalette")],
                    sourceNames: ["Base.plist"]
                ),
                objcName: "LFLThemedPalette"
            ),
            Case(
                file: "Images.swift",
                palette: SwiftImageTests.palette,
                options: EmitOptions(values: ["typeName": .string("ImageColors")], sourceNames: ["Rich.json"]),
                objcName: "PCImageColors"
            ),
        ]
    }

    /// The image lookup members of the Objective-C class of a palette with images, as the header declares them.
    static let imageMembers = [
        "+ (UIImage * _Nullable)imageForKey:(NSString * _Nonnull)key SWIFT_WARN_UNUSED_RESULT;",
        "+ (UIImage * _Nullable)imageForKey:(NSString * _Nonnull)key "
            + "compatibleWithTraitCollection:(UITraitCollection * _Nonnull)traits SWIFT_WARN_UNUSED_RESULT;",
        "SWIFT_CLASS_PROPERTY(@property (nonatomic, class, readonly, copy) NSArray<NSString *> * _Nonnull allImageKeys;)",
    ]

    /// The Objective-C property name of each of the rich fixture's colors, in palette order (`nil`: no property, the
    /// color is reached with `colorForKey:`): C and Objective-C keywords and names starting with `_` get a `color`
    /// prefix.
    static let richPropertyNames: [String?] = [
        "pgc01", "bgSecondary", "textPrimary", "colorDefault", "color_01", "aB", "qX", "u1F3A8Accent", "brandBlue",
        "urlColor", "colorSelf", "u301Mark", "all", "value",
    ]

    @Test(.enabled(if: ObjCToolchain.isEnabled))
    func generatedSwiftTypechecksWithObjCInteropAndObjectiveCCallsTheClass() throws {
        let folder = try SwiftToolchain.temporaryFolder("objc-interop")
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [String: String] = [:]
        for testCase in Self.cases {
            files[testCase.file] = try SwiftFixture.emit(testCase.palette, options: testCase.options)
        }
        files["ObjCCallSite.m"] = try String(contentsOf: Self.callSite, encoding: .utf8)
        files["ObjCImageCallSite.m"] = try String(contentsOf: Self.imageCallSite, encoding: .utf8)
        try SwiftToolchain.write(files, to: folder)
        #expect(try Self.propertyNames(Self.cases[0]) == Self.richPropertyNames)

        let typecheck = try ObjCToolchain.typecheck(Self.cases.map(\.file), in: folder)
        try #require(typecheck.status == 0, "\(typecheck.standardError)")
        #expect(typecheck.standardError.isEmpty, "\(typecheck.standardError)")
        let header = try String(contentsOf: folder.appendingPathComponent(ObjCToolchain.headerName), encoding: .utf8)

        // Every color read by its getter and, where it is a property, with dot syntax.
        var everyColor = "#import <UIKit/UIKit.h>\n#import \"\(ObjCToolchain.headerName)\"\n\n"
        everyColor += "/// Reads every color of every generated class.\nvoid PCReadEveryColor(void) {\n"
        for testCase in Self.cases {
            let objcName = testCase.objcName
            let body = try #require(Self.interface(objcName, in: header), "no @interface \(objcName) : NSObject")
            for member in [
                "+ (UIColor * _Nullable)colorForKey:(NSString * _Nonnull)key",
                "+ (CGColorRef _Nullable)CGColorForKey:(NSString * _Nonnull)key "
                    + "traitCollection:(UITraitCollection * _Nonnull)traitCollection",
                "NSArray<NSString *> * _Nonnull allKeys;",
                "NSArray<NSString *> * _Nonnull appearanceChoices;",
                "@property (nonatomic, class, readonly, copy) NSString * _Nonnull appearanceChoice;",
                "+ (BOOL)applyAppearanceChoice:(NSString * _Nonnull)name SWIFT_AVAILABILITY(tvos_app_extension,unavailable) "
                    + "SWIFT_AVAILABILITY(ios_app_extension,unavailable);",
                "@property (nonatomic, class, readonly) NSNotificationName _Nonnull appearanceChoiceDidChangeNotification;",
                "- (nonnull instancetype)init SWIFT_UNAVAILABLE;",
            ] {
                #expect(body.contains(member), "\(objcName) lacks \(member)")
            }
            // The image lookup is there exactly when the palette has images.
            for member in Self.imageMembers {
                #expect(
                    body.contains(member) == !testCase.palette.images.isEmpty,
                    "\(objcName): \(member)\n\(body)"
                )
            }
            // One class property per color whose getter is the planned name; a deprecated color is a deprecated
            // class method instead (swiftc would not mark a property's getter deprecated), read by its getter only.
            let deprecated = Set(
                testCase.palette.entries.indices.filter { testCase.palette.entries[$0].deprecation != nil }
                    .compactMap { try? Self.propertyNames(testCase)[$0] }
            )
            let getters = try Self.propertyNames(testCase).compactMap { $0 }
            let lines = body.components(separatedBy: "\n")
            let properties = lines.compactMap(Self.colorProperty)
            #expect(properties.count == getters.count - deprecated.count, "\(objcName): \(properties)")
            for getter in getters {
                let declaration = "+ (UIColor * _Nonnull)\(getter) SWIFT_WARN_UNUSED_RESULT"
                #expect(
                    lines.contains {
                        $0.hasPrefix(declaration) && $0.contains("SWIFT_DEPRECATED") == deprecated.contains(getter)
                    },
                    "\(objcName) lacks the class property getter \(getter)"
                )
                if !deprecated.contains(getter) {
                    everyColor += "    (void)[\(objcName) \(getter)];\n"
                }
            }
            for property in properties {
                everyColor += "    (void)\(objcName).\(property);\n"
            }
        }
        everyColor += "}\n"
        try SwiftToolchain.write(["EveryColor.m": everyColor], to: folder)

        let callers = try ObjCToolchain.compileObjC(
            ["ObjCCallSite.m", "ObjCImageCallSite.m", "EveryColor.m"],
            in: folder
        )
        #expect(callers.status == 0, "\(callers.standardError)")
        #expect(callers.standardError.isEmpty, "\(callers.standardError)")

        // Known gaps of the Objective-C interface, each checked by a caller that should compile (or fail) but does
        // not: a deprecated color is not deprecated for Objective-C (swiftc marks the property, but the getter it
        // declares after it has no attribute, and clang uses the getter); a color named like a C keyword has a
        // getter under that name, but swiftc names its property `default_` (`getter=default`), so dot syntax with
        // the name does not compile.
        try SwiftToolchain.write(
            [
                "DeprecatedColor.m": """
                #import "\(ObjCToolchain.headerName)"

                void PCReadDeprecatedColor(void) {
                    (void)PCRichColors.color_01;
                    (void)[PCRichColors color_01];
                }

                """,
                "KeywordProperty.m": """
                #import "\(ObjCToolchain.headerName)"

                void PCReadKeywordColor(void) {
                #pragma clang diagnostic ignored "-Wdeprecated-declarations"
                    (void)PCRichColors.colorDefault;
                    (void)[PCRichColors colorDefault];
                }

                """,
            ],
            to: folder
        )
        let deprecated = try ObjCToolchain.compileObjC(["DeprecatedColor.m"], in: folder)
        // A deprecated color is a class method, so clang sees the deprecation on whatever the caller uses.
        #expect(deprecated.status != 0)
        #expect(
            deprecated.standardError.components(separatedBy: "'color_01' is deprecated").count == 3,
            "\(deprecated.standardError)"
        )
        let keyword = try ObjCToolchain.compileObjC(["KeywordProperty.m"], in: folder)
        // A color named like a C keyword gets the `color` prefix, so dot syntax works.
        #expect(keyword.status == 0, "\(keyword.standardError)")
    }

    @Test(.enabled(if: ObjCToolchain.isEnabled))
    func brokenObjectiveCMembersFailTheTypecheck() throws {
        let generated = try SwiftFixture.emit()
        // The class is there twice, in the UIKit and the AppKit branch; the UIKit one comes first.
        let anchor = "    @objc class var allKeys: [String] {"
        let isolated = "    @MainActor\n    @objc(applyAppearanceChoice:)"
        #expect(generated.components(separatedBy: anchor).count == 3)
        #expect(generated.components(separatedBy: isolated).count == 3)
        // Declarations swiftc rejects for Objective-C: a Swift struct's type, and a selector the class already has.
        let declarations = Self.replacingFirst(
            anchor,
            with: """
                    @objc class var firstEntry: RichColors.Entry { RichColors.Entry.all[0] }
                    @objc(colorForKey:) class func colour(forKey key: String) -> UIKit.UIColor? { nil }
                \(anchor)
                """,
            in: generated
        )
        // Bodies that break main-actor isolation: `UIApplication` is `NS_SWIFT_UI_ACTOR` in its header, and without
        // `@MainActor` applying a choice calls the main-actor `AppearanceOverride` from a nonisolated context.
        let isolation = Self.replacingFirst(
            isolated,
            with: "    @objc(applyAppearanceChoice:)",
            in: Self.replacingFirst(
                anchor,
                with: """
                        @objc class var sceneCount: Int { UIKit.UIApplication.shared.connectedScenes.count }
                    \(anchor)
                    """,
                in: generated
            )
        )
        // An image shown without `@MainActor`: `UIImageView` is `NS_SWIFT_UI_ACTOR` in its header, and
        // `registerForTraitChanges` is main-actor API of the overlay.
        let images = try SwiftFixture.emit(Self.cases[4].palette, options: Self.cases[4].options)
        let show = "    @MainActor\n    @discardableResult\n    func show(in imageView: UIKit.UIImageView)"
        #expect(images.components(separatedBy: show).count == 2)
        let imageIsolation = Self.replacingFirst(
            show,
            with: "    @discardableResult\n    func show(in imageView: UIKit.UIImageView)",
            in: images
        )
        for (name, broken, messages) in [
            (
                "BrokenDeclarations.swift",
                declarations,
                [
                    "property cannot be marked '@objc' because its type cannot be represented in Objective-C",
                    "method 'colour(forKey:)' with Objective-C selector 'colorForKey:' conflicts with method "
                        + "'color(forKey:)' with the same Objective-C selector",
                ]
            ),
            (
                "BrokenIsolation.swift",
                isolation,
                [
                    "main actor-isolated class property 'shared' can not be referenced from a nonisolated context",
                    "call to main actor-isolated static method 'apply(_:persist:defaults:)' in a synchronous nonisolated context",
                ]
            ),
            (
                "BrokenImageIsolation.swift",
                imageIsolation,
                [
                    "main actor-isolated property 'image' can not be mutated from a nonisolated context",
                    "call to main actor-isolated instance method 'registerForTraitChanges(_:handler:)' in a synchronous "
                        + "nonisolated context",
                ]
            ),
        ] {
            let folder = try SwiftToolchain.temporaryFolder("objc-broken")
            defer { try? FileManager.default.removeItem(at: folder) }
            try SwiftToolchain.write([name: broken], to: folder)
            let output = try ObjCToolchain.typecheck([name], in: folder)
            #expect(output.status != 0, "\(name)")
            for expected in messages {
                #expect(output.standardError.contains(expected), "missing: \(expected)\n\(output.standardError)")
            }
        }
    }

    @Test(.enabled(if: ObjCToolchain.isEnabled))
    func callersUsingWhatTheClassLacksFailClang() throws {
        let folder = try SwiftToolchain.temporaryFolder("objc-bad-caller")
        defer { try? FileManager.default.removeItem(at: folder) }
        // The CSS sample palette, without images, and the palette with images.
        let testCases = [Self.cases[2], Self.cases[4]]
        let bad = """
            #import <UIKit/UIKit.h>
            #import "\(ObjCToolchain.headerName)"

            void PCMisusePalette(UITraitCollection *traits) {
                UIColor *byKey = [PCPalette colorWithKey:@"PGC01"];
                UIColor *missing = PCPalette.noSuchColor;
                PCPalette.appearanceChoice = @"dark";
                PCPalette *instance = [[PCPalette alloc] init];
                UIImage *noImages = [PCPalette imageForKey:@"logo"];
                UIImage *wrongLabel = [PCImageColors imageForKey:@"logo" traitCollection:traits];
                PCImageColors.allImageKeys = PCImageColors.allImageKeys;
                UIImage *notAColor = [PCImageColors colorForKey:@"logo"];
                (void)byKey;
                (void)missing;
                (void)instance;
                (void)noImages;
                (void)wrongLabel;
                (void)notAColor;
            }

            """
        var files = ["Bad.m": bad]
        for testCase in testCases {
            files[testCase.file] = try SwiftFixture.emit(testCase.palette, options: testCase.options)
        }
        try SwiftToolchain.write(files, to: folder)
        let typecheck = try ObjCToolchain.typecheck(testCases.map(\.file), in: folder)
        try #require(typecheck.status == 0, "\(typecheck.standardError)")
        let output = try ObjCToolchain.compileObjC(["Bad.m"], in: folder)
        #expect(output.status != 0)
        for expected in [
            "no known class method for selector 'colorWithKey:'",
            "property 'noSuchColor' not found on object of type 'PCPalette'",
            "no setter method 'setAppearanceChoice:' for assignment to property",
            "'init' is unavailable",
            "no known class method for selector 'imageForKey:'",
            "no known class method for selector 'imageForKey:traitCollection:'",
            "no setter method 'setAllImageKeys:' for assignment to property",
            "incompatible pointer types initializing 'UIImage *' with an expression of type 'UIColor * _Nullable'",
        ] {
            #expect(output.standardError.contains(expected), "missing: \(expected)\n\(output.standardError)")
        }
    }

    /// The Objective-C call site fixture.
    static let callSite = Golden.packageRoot.appendingPathComponent(
        "Tests/PaletteEmittersTests/Fixtures/ObjCCallSite.m"
    )

    /// The Objective-C call site fixture of the image lookup.
    static let imageCallSite = Golden.packageRoot.appendingPathComponent(
        "Tests/PaletteEmittersTests/Fixtures/ObjCImageCallSite.m"
    )

    /// `text` with the first occurrence of `target` replaced.
    static func replacingFirst(_ target: String, with replacement: String, in text: String) -> String {
        guard let range = text.range(of: target) else { return text }
        return text.replacingCharacters(in: range, with: replacement)
    }

    /// The class property names the emitter plans for a case.
    static func propertyNames(_ testCase: Case) throws -> [String?] {
        var diagnostics = DiagnosticBag()
        let plan = try #require(
            SwiftNamePlan(
                palette: testCase.palette,
                options: SwiftOptions(testCase.options.values),
                themeAttribute: nil,
                checkedNames: CheckedNames(),
                diagnostics: &diagnostics
            )
        )
        return plan.objcPropertyNames
    }

    /// The name of the `UIColor` class property a header line declares, if it declares one.
    static func colorProperty(_ line: String) -> String? {
        guard line.hasPrefix("SWIFT_CLASS_PROPERTY(@property (nonatomic, class, readonly, strong") else { return nil }
        guard let type = line.range(of: "UIColor * _Nonnull ") else { return nil }
        let name = line[type.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return name.isEmpty ? nil : String(name)
    }

    /// The text of `@interface <name> : NSObject` up to its `@end`, if the header declares it.
    static func interface(_ name: String, in header: String) -> String? {
        guard let start = header.range(of: "\n@interface \(name) : NSObject\n") else { return nil }
        guard let end = header.range(of: "\n@end\n", range: start.upperBound..<header.endIndex) else { return nil }
        return String(header[start.upperBound..<end.lowerBound])
    }
}
