import Foundation
import PaletteModel
import PalettecTestSupport
import Testing

@testable import PaletteEmitters

/// Colors named like a member of `NSObject` (a method or property of the class, its protocol or Foundation's
/// categories on it, class or instance): their Objective-C class property gets the `color` prefix, and the generated
/// Swift typechecks with Objective-C interop and is called from Objective-C under ARC (`ObjCToolchain`).
@Suite struct ObjCReservedNameTests {
    /// Names that must not be a getter of the generated `NSObject` subclass, written out here as Apple's headers
    /// spell them (the emitter's list is checked to hold them all).
    static let nsObjectNames = [
        "dealloc", "retain", "release", "autorelease", "retainCount", "zone", "finalize", "new", "alloc", "init",
        "initialize", "load", "copy", "mutableCopy", "class", "self", "superclass", "description", "debugDescription",
        "hash", "isProxy", "allowsWeakReference", "retainWeakReference", "version", "classForCoder",
        "autoContentAccessingProxy", "accessInstanceVariablesDirectly", "observationInfo", "classCode", "className",
        "classForKeyedArchiver", "classForArchiver", "classDescription", "attributeKeys", "objectSpecifier",
        "scriptingProperties",
    ]

    /// Names of the `alloc`, `copy`, `init`, `mutableCopy` and `new` method families.
    static let familyNames = ["initBackground", "newAccent", "copyText", "mutableCopyFill", "allocated"]

    /// A palette of one color per name.
    static var palette: Palette {
        let names = nsObjectNames + familyNames
        return Palette(
            name: "Hazards",
            entries: names.enumerated().map { index, name in
                Palette.Entry(
                    key: name,
                    values: Array(repeating: ColorValue(red: Double(index) / 64, green: 0.5, blue: 0.5), count: 4),
                    location: Diagnostic.Location(path: "Hazards.json", line: index + 2, column: 5)
                )
            }
        )
    }

    @Test func everyNSObjectMemberNameIsReservedAndGetsThePrefix() throws {
        for name in Self.nsObjectNames {
            #expect(SwiftObjCSection.reservedNames.contains(name), "\(name)")
        }
        var diagnostics = DiagnosticBag()
        let options = EmitOptions(values: ["typeName": .string("Hazards")], sourceNames: ["Hazards.json"])
        let plan = try #require(
            SwiftNamePlan(
                palette: Self.palette,
                options: SwiftOptions(options.values),
                themeAttribute: nil,
                checkedNames: CheckedNames(),
                diagnostics: &diagnostics
            )
        )
        let expected = (Self.nsObjectNames + Self.familyNames).map { name -> String? in
            name == "allocated" ? name : "color" + name.prefix(1).uppercased() + name.dropFirst()
        }
        #expect(plan.objcPropertyNames == expected)
    }

    @Test(.enabled(if: ObjCToolchain.isEnabled))
    func colorsNamedLikeNSObjectMembersCompileWithObjectiveCInteropAndARC() throws {
        let folder = try SwiftToolchain.temporaryFolder("objc-reserved")
        defer { try? FileManager.default.removeItem(at: folder) }
        let options = EmitOptions(values: ["typeName": .string("Hazards")], sourceNames: ["Hazards.json"])
        let swift = try SwiftFixture.emit(Self.palette, options: options)
        var diagnostics = DiagnosticBag()
        let plan = try #require(
            SwiftNamePlan(
                palette: Self.palette,
                options: SwiftOptions(options.values),
                themeAttribute: nil,
                checkedNames: CheckedNames(),
                diagnostics: &diagnostics
            )
        )
        var caller = "#import <UIKit/UIKit.h>\n#import \"\(ObjCToolchain.headerName)\"\n\nvoid PCReadHazards(void) {\n"
        for getter in plan.objcPropertyNames.compactMap({ $0 }) {
            caller += "    (void)[PCHazards \(getter)];\n    (void)PCHazards.\(getter);\n"
        }
        caller += "}\n"
        try SwiftToolchain.write(["Hazards.swift": swift, "Hazards.m": caller], to: folder)
        let typecheck = try ObjCToolchain.typecheck(["Hazards.swift"], in: folder)
        try #require(typecheck.status == 0, "\(typecheck.standardError)")
        #expect(typecheck.standardError.isEmpty, "\(typecheck.standardError)")
        let callers = try ObjCToolchain.compileObjC(["Hazards.m"], in: folder)
        #expect(callers.status == 0, "\(callers.standardError)")
        #expect(callers.standardError.isEmpty, "\(callers.standardError)")
    }
}
