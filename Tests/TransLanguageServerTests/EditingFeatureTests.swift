import Foundation
import TransIR
import XCTest

/// Diagnostics, hover, completion, navigation, formatting and the preview command, spoken to `transc lsp`.
final class EditingFeatureTests: XCTestCase {
    private var client: ScriptedClient!

    override func setUpWithError() throws {
        client = try ScriptedClient()
        try client.initialize()
    }

    override func tearDownWithError() throws {
        _ = try client.request("shutdown")
        try client.notify("exit", [:])
        XCTAssertEqual(client.waitForExit(), 0)
    }

    func testDiagnosticsOnOpenAndOnChangeWithCodeSeverityRangeAndVersion() throws {
        let uri = "file:///tmp/flip.trans"
        let text = try example("flip.trans")
        XCTAssertEqual(try client.open(uri, text).count, 0, "the example is clean")

        let broken = text.replacingOccurrences(of: "rotate-y 0deg", with: "rotate-q 0deg")
        try client.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": 7], "contentChanges": [["text": broken]]])
        let published = try client.notification("textDocument/publishDiagnostics")["params"] as? [String: Any]
        XCTAssertEqual(published?["version"] as? Int, 7)
        let diagnostics = published?["diagnostics"] as? [[String: Any]] ?? []
        XCTAssertEqual(diagnostics.count, 1)
        let diagnostic = diagnostics.first ?? [:]
        XCTAssertEqual(diagnostic["code"] as? String, "unknown-property")
        XCTAssertEqual(diagnostic["severity"] as? Int, 1)
        XCTAssertEqual(diagnostic["source"] as? String, "transc")
        let (line, character) = place(of: "rotate-q", in: broken)
        XCTAssertEqual(range(diagnostic["range"]), [[line, character], [line, character + 8]])
        XCTAssertTrue((diagnostic["message"] as? String ?? "").contains("rotate-q"))

        // Fixed again: the diagnostics are cleared.
        XCTAssertEqual(try client.change(uri, text, version: 8).count, 0)
    }

    func testAChangeWithARangeIsAppliedAtItsUTF16Place() throws {
        // Full sync is advertised, but a client may still send ranges; they are applied, not ignored.
        let uri = "file:///tmp/ranged.trans"
        let text = "transition T for push {\n    duration 1s\n    animate to { /* 😀 */ opacity 0 -> 1 }\n}\n"
        XCTAssertEqual(try client.open(uri, text).count, 0)
        let (line, character) = place(of: "opacity", in: text)
        try client.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": 2], "contentChanges": [
            ["range": ["start": ["line": line, "character": character + 6], "end": ["line": line, "character": character + 7]], "text": "z"],
        ]])
        let params = try client.notification("textDocument/publishDiagnostics")["params"] as? [String: Any]
        let diagnostic = (params?["diagnostics"] as? [[String: Any]])?.first
        XCTAssertEqual(diagnostic?["code"] as? String, "unknown-property")
        XCTAssertTrue((diagnostic?["message"] as? String ?? "").contains("'opacitz'"), "\(String(describing: diagnostic))")
        XCTAssertEqual(range(diagnostic?["range"]), [[line, character], [line, character + 7]])
    }

    func testRelatedNotesPointAtTheirPlace() throws {
        let uri = "file:///tmp/twice.trans"
        let text = "transition T for push {\n    duration 0.3s\n    duration 0.4s\n    animate to { opacity 0 -> 1 }\n}\n"
        let diagnostics = try client.open(uri, text)
        let withNote = diagnostics.first { ($0["relatedInformation"] as? [[String: Any]])?.isEmpty == false }
        XCTAssertNotNil(withNote, "a timing given twice points at the first: \(diagnostics)")
        let related = (withNote?["relatedInformation"] as? [[String: Any]])?.first
        let location = related?["location"] as? [String: Any]
        XCTAssertEqual(location?["uri"] as? String, uri)
        XCTAssertEqual(range(location?["range"]).first?.first, 1, "the first 'duration' is on line 1")
    }

    func testPositionsAreUTF16CodeUnitsAfterCharactersOutsideASCII() throws {
        let uri = "file:///tmp/wide.trans"
        // 😀 is 4 bytes, 2 UTF-16 units and 1 character; é is 2 bytes, 1 unit.
        let text = "transition T for push {\n    duration 1s\n    animate to { /* 😀é */ rotate-q 0deg -> 90deg }\n}\n"
        let diagnostics = try client.open(uri, text)
        let unknown = diagnostics.first { $0["code"] as? String == "unknown-property" }
        let expectedStart = "    animate to { /* 😀é */ ".utf16.count
        XCTAssertEqual(expectedStart, 27, "bytes would give 30, characters 26")
        XCTAssertEqual(range(unknown?["range"]), [[2, expectedStart], [2, expectedStart + 8]])

        // And back: a hover at a UTF-16 position after the emoji finds the literal there.
        let fixed = text.replacingOccurrences(of: "rotate-q", with: "rotate-z")
        XCTAssertEqual(try client.change(uri, fixed, version: 2).count, 0)
        let ninety = place(of: "90deg", in: fixed)
        let hover = try client.at("textDocument/hover", uri, line: ninety.line, character: ninety.character + 1)
        let value = ((hover["result"] as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String ?? ""
        XCTAssertTrue(value.contains("`90deg`") && value.contains(formatDouble(Double.pi / 2)), value)
        XCTAssertEqual(range((hover["result"] as? [String: Any])?["range"]), [[2, ninety.character], [2, ninety.character + 5]])
    }

    func testHoverShowsPropertyTypesConstantValuesPerspectiveAndCurves() throws {
        let uri = "file:///tmp/flip.trans"
        let text = try example("flip.trans")
        _ = try client.open(uri, text)
        func hover(_ needle: String, shift: Int = 1) throws -> String {
            let (line, character) = place(of: needle, in: text, shift: shift)
            let response = try client.at("textDocument/hover", uri, line: line, character: character)
            return ((response["result"] as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String ?? "no hover: \(response)"
        }
        let perspective = try hover("perspective 500pt", shift: 14)
        XCTAssertTrue(perspective.contains("m34 = -0.002"), perspective)
        let rotate = try hover("rotate-y")
        XCTAssertTrue(rotate.contains("angle") && rotate.contains("radians") && rotate.contains("transform.rotation.y"), rotate)
        let anchor = try hover("anchor (0")
        XCTAssertTrue(anchor.contains("point") && anchor.contains("(0.5, 0.5)"), anchor)
        let curve = try hover("ease-out")
        XCTAssertTrue(curve.contains("(0, 0)") && curve.contains("(0.58, 1)"), curve)
        let angle = try hover("-90deg", shift: 0)
        XCTAssertTrue(angle.contains("an angle") && angle.contains(formatDouble(-Double.pi / 2)), angle)
        let color = try hover("black(50%)", shift: 1)
        XCTAssertTrue(color.contains("rgb(0, 0, 0, 0.5)"), color)

        // Nothing to say on a comment.
        let (line, _) = place(of: "// The page flip", in: text)
        XCTAssertTrue(try client.at("textDocument/hover", uri, line: line, character: 3)["result"] is NSNull)
    }

    func testHoverOnAViewsPerspectiveShowsTheProperty() throws {
        let uri = "file:///tmp/cube-depth.trans"
        let text = try example("cube-depth.trans")
        _ = try client.open(uri, text)
        let (line, character) = place(of: "perspective 500pt", in: text, shift: 1)
        let response = try client.at("textDocument/hover", uri, line: line, character: character)
        let value = ((response["result"] as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String ?? "no hover: \(response)"
        // The property's row, not the container's statement: a length, no default, and the m34 it sets.
        XCTAssertTrue(value.contains("**perspective**") && value.contains("default: none") && value.contains("m34 = −1/distance"), value)
        XCTAssertFalse(value.contains("sublayerTransform"), value)
    }

    func testHoverOnAnInputAndAValueThatReadsOne() throws {
        let uri = "file:///tmp/magic.trans"
        let text = try example("magic-move.trans")
        _ = try client.open(uri, text)
        let (line, character) = place(of: "cell.frame", in: text, shift: 1)
        let result = try client.at("textDocument/hover", uri, line: line, character: character)["result"] as? [String: Any]
        let value = (result?["contents"] as? [String: Any])?["value"] as? String ?? ""
        XCTAssertTrue(value.contains("input cell: view") && value.contains("the tapped cell's image view"), value)
        XCTAssertEqual(range(result?["range"]), [[line, character - 1], [line, character + 3]])
    }

    func testCompletionOffersTheVocabularyAndNamesInScope() throws {
        let uri = "file:///tmp/complete.trans"
        let text = "input card: view\ntransition T for push {\n    curve \n    animate card { opacity 0 -> 1 }\n    \n    distance card.\n}\n"
        _ = try client.open(uri, text)
        func labels(line: Int, character: Int) throws -> Set<String> {
            let items = try client.at("textDocument/completion", uri, line: line, character: character)["result"] as? [[String: Any]] ?? []
            return Set(items.compactMap { $0["label"] as? String })
        }
        let afterCurve = try labels(line: 2, character: 10)
        XCTAssertTrue(Set(NamedCurve.allCases.map(\.rawValue)).isSubset(of: afterCurve), "\(afterCurve)")
        XCTAssertFalse(afterCurve.contains("opacity"), "after 'curve' only curves")

        let statement = try labels(line: 4, character: 4)
        XCTAssertTrue(Set(Property.allCases.map(\.rawValue)).isSubset(of: statement))
        XCTAssertTrue(statement.contains("card"), "the input is in scope")
        XCTAssertTrue(statement.contains("edge-pan(left)") && statement.contains("pinch(in)"))
        XCTAssertTrue(Set(TransitionOperation.allCases.map(\.rawValue)).isSubset(of: statement))
        XCTAssertTrue(statement.contains("animate") && statement.contains("perspective"))

        let members = try labels(line: 5, character: 18)
        XCTAssertEqual(members, Set(Member.allCases.map(\.rawValue)))
        XCTAssertTrue(statement.contains("layout-direction"))
    }

    func testCompletionAfterLayoutDirectionOffersItsRules() throws {
        let uri = "file:///tmp/direction.trans"
        _ = try client.open(uri, "transition T for push {\n    duration 0.3s\n    layout-direction \n    reduce-motion \n}\n")
        let items = try client.at("textDocument/completion", uri, line: 2, character: 21)["result"] as? [[String: Any]] ?? []
        XCTAssertEqual(Set(items.compactMap { $0["label"] as? String }), ["auto", "fixed"])
        let reduce = try client.at("textDocument/completion", uri, line: 3, character: 18)["result"] as? [[String: Any]] ?? []
        XCTAssertEqual(Set(reduce.compactMap { $0["label"] as? String }), ["cross-fade", "full"])
    }

    func testCompletionAndHoverInAFollowedView() throws {
        let uri = "file:///tmp/follow.trans"
        let text = "transition T for push {\n    duration 0.3s\n    reverse auto\n    interactive pop {\n        gesture pan(down)\n"
            + "        follow \n        follow from { corner-radius 0 -> 24 over 200pt }\n        release \n    }\n}\n"
        _ = try client.open(uri, text)
        let views = try client.at("textDocument/completion", uri, line: 5, character: 15)["result"] as? [[String: Any]] ?? []
        XCTAssertEqual(Set(views.compactMap { $0["label"] as? String }), ["from", "to"])
        let spring = try client.at("textDocument/completion", uri, line: 7, character: 16)["result"] as? [[String: Any]] ?? []
        XCTAssertEqual(spring.compactMap { $0["label"] as? String }, ["spring"])
        // Hover reads a file that parses: the unfinished `release` above is an error.
        let valid = text.replacingOccurrences(of: "follow \n", with: "\n").replacingOccurrences(of: "release \n", with: "\n")
        _ = try client.open(uri, valid)
        let (line, character) = place(of: "corner-radius 0", in: valid, shift: 2)
        let result = try client.at("textDocument/hover", uri, line: line, character: character)["result"] as? [String: Any]
        let value = (result?["contents"] as? [String: Any])?["value"] as? String ?? ""
        XCTAssertTrue(value.contains("**corner-radius**"), value)
    }

    func testDefinitionAndReferencesOfAnInput() throws {
        let uri = "file:///tmp/magic.trans"
        let text = try example("magic-move.trans")
        _ = try client.open(uri, text)
        let use = place(of: "detail.frame", in: text, shift: 2)
        let definition = try client.at("textDocument/definition", uri, line: use.line, character: use.character)["result"] as? [String: Any]
        XCTAssertEqual(definition?["uri"] as? String, uri)
        XCTAssertEqual(range(definition?["range"]), [[2, 6], [2, 12]], "'detail' in 'input detail: view'")

        let references = try client.at("textDocument/references", uri, line: 1, character: 7,
                                       extra: ["context": ["includeDeclaration": true]])["result"] as? [[String: Any]] ?? []
        // `input cell`, `hide cell`, `snapshot(cell)`, `cell.frame`.
        let starts = references.map { range($0["range"])[0] }
        let uses = ["cell, detail", "cell)", "cell.frame"].map { needle -> [Int] in
            let (line, character) = place(of: needle, in: text)
            return [line, character]
        }
        XCTAssertEqual(starts, [[1, 6]] + uses)
        let withoutDeclaration = try client.at("textDocument/references", uri, line: 1, character: 7,
                                               extra: ["context": ["includeDeclaration": false]])["result"] as? [[String: Any]] ?? []
        XCTAssertEqual(withoutDeclaration.count, 3)
        XCTAssertTrue(try client.at("textDocument/definition", uri, line: 5, character: 2)["result"] is NSNull, "'transition' is no input")
    }

    func testNamedValuesHoverNavigateAndComplete() throws {
        let uri = "file:///tmp/named.trans"
        let text = """
            let lift = 12pt * 2
            transition A for push {
                duration 0.4s
                animate to { translate-y lift -> 0 }
            }
            transition B for pop {
                duration 0.4s
                let lift = 8pt
                animate from { translate-y 0 -> lift }
                
            }

            """
        _ = try client.open(uri, text)
        // Hover on a use shows the definition and the value it names, in points.
        let use = place(of: "lift -> 0", in: text, shift: 1)
        let hover = try client.at("textDocument/hover", uri, line: use.line, character: use.character)["result"] as? [String: Any]
        let shown = (hover?["contents"] as? [String: Any])?["value"] as? String ?? ""
        XCTAssertTrue(shown.contains("let lift = 12pt * 2") && shown.contains("= `24` pt"), shown)
        XCTAssertEqual(range(hover?["range"]), [[use.line, use.character - 1], [use.line, use.character + 3]])

        // Definition: the file's value from A, the transition's own from B.
        let inA = try client.at("textDocument/definition", uri, line: use.line, character: use.character)["result"] as? [String: Any]
        XCTAssertEqual(range(inA?["range"]), [[0, 4], [0, 8]])
        let useInB = place(of: "-> lift", in: text, shift: 4)
        let inB = try client.at("textDocument/definition", uri, line: useInB.line, character: useInB.character)["result"] as? [String: Any]
        XCTAssertEqual(range(inB?["range"]), [[7, 8], [7, 12]])

        // References of the file's value: its definition and the use in A, not B's.
        let references = try client.at("textDocument/references", uri, line: 0, character: 5,
                                       extra: ["context": ["includeDeclaration": true]])["result"] as? [[String: Any]] ?? []
        XCTAssertEqual(references.map { range($0["range"])[0] }, [[0, 4], [use.line, use.character - 1]])

        let items = try client.at("textDocument/completion", uri, line: 9, character: 4)["result"] as? [[String: Any]] ?? []
        XCTAssertTrue(items.contains { $0["label"] as? String == "lift" && $0["detail"] as? String == "named value" })
    }

    func testFormattingGivesTheCanonicalLayoutAsOneEdit() throws {
        let uri = "file:///tmp/messy.trans"
        let messy = "transition T for push {\nduration   0.3s\n      animate to {opacity 0->1}\n}\n"
        _ = try client.open(uri, messy)
        let edits = try client.request("textDocument/formatting", ["textDocument": ["uri": uri], "options": ["tabSize": 4, "insertSpaces": true]])["result"] as? [[String: Any]] ?? []
        XCTAssertEqual(edits.count, 1)
        XCTAssertEqual(edits.first?["newText"] as? String, "transition T for push {\n    duration 0.3s\n    animate to { opacity 0 -> 1 }\n}\n")
        XCTAssertEqual(range(edits.first?["range"]), [[0, 0], [4, 0]])

        let canonical = try example("flip.trans")
        _ = try client.open("file:///tmp/flip.trans", canonical)
        let none = try client.request("textDocument/formatting", ["textDocument": ["uri": "file:///tmp/flip.trans"], "options": [String: Any]()])
        XCTAssertEqual((none["result"] as? [Any])?.count, 0, "an example is already canonical")

        _ = try client.change(uri, "transition T for push {\n    animate to { opacity 0 -> }\n", version: 2)
        let refused = try client.request("textDocument/formatting", ["textDocument": ["uri": uri], "options": [String: Any]()])
        XCTAssertEqual((refused["error"] as? [String: Any])?["code"] as? Int, -32803, "a file that does not parse is not formatted")
    }

    func testReferencesAndFormattingReachIntoAReverseBody() throws {
        let uri = "file:///tmp/swing.trans"
        let messy = "input badge: view\ntransition T for push {\nduration 0.3s\nanimate to { opacity 0 -> 1 }\nreverse {\n  curve ease-in\nanimate badge {opacity 1->0}\n}\n}\n"
        let diagnostics = try client.open(uri, messy)
        XCTAssertEqual(diagnostics.count, 0, "the body uses the input")
        let references = try client.at("textDocument/references", uri, line: 0, character: 7,
                                       extra: ["context": ["includeDeclaration": false]])["result"] as? [[String: Any]] ?? []
        XCTAssertEqual(references.map { range($0["range"])[0] }, [[6, 8]], "'badge' in the body's 'animate badge'")
        let edits = try client.request("textDocument/formatting", ["textDocument": ["uri": uri], "options": [String: Any]()])["result"] as? [[String: Any]] ?? []
        XCTAssertEqual(edits.first?["newText"] as? String, """
            input badge: view
            transition T for push {
                duration 0.3s
                animate to { opacity 0 -> 1 }
                reverse {
                    curve ease-in
                    animate badge { opacity 1 -> 0 }
                }
            }

            """)
    }

    func testPreviewCommandWritesTheScrubberForTheTransitionUnderTheCursor() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lsp-preview-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("two.trans")
        let text = try example("fade.trans") + "\n" + (try example("flip.trans"))
        let uri = file.absoluteString
        XCTAssertEqual(try client.open(uri, text).count, 0)
        let flip = place(of: "rotate-y", in: text)
        let response = try client.request("workspace/executeCommand", ["command": "transc.preview", "arguments": [uri, ["line": flip.line, "character": flip.character]]])
        let path = (response["result"] as? [String: Any])?["path"] as? String
        XCTAssertEqual(path, directory.appendingPathComponent("two.PageFlip.html").path, "\(response)")
        let page = try String(contentsOfFile: path ?? "", encoding: .utf8)
        XCTAssertTrue(page.contains("PageFlip") && page.lowercased().contains("<html"), "the page names the transition under the cursor")

        // A transition with inputs uses the file's samples; an input without one needs a value.
        let magic = directory.appendingPathComponent("magic.trans")
        _ = try client.open(magic.absoluteString, try example("magic-move.trans"))
        let sampled = try client.request("workspace/executeCommand", ["command": "transc.preview", "arguments": [magic.absoluteString, ["line": 5, "character": 0]]])
        XCTAssertNil(sampled["error"], "magic-move's inputs carry samples")
        let bare = directory.appendingPathComponent("bare.trans")
        _ = try client.open(bare.absoluteString, "input gap: length\ntransition T for push {\n    duration 1s\n    animate to { translate-x gap -> 0 }\n}\n")
        let missing = try client.request("workspace/executeCommand", ["command": "transc.preview", "arguments": [bare.absoluteString, ["line": 2, "character": 0]]])
        let message = (missing["error"] as? [String: Any])?["message"] as? String ?? ""
        XCTAssertTrue(message.contains("missing input 'gap'"), message)
        let output = directory.appendingPathComponent("chosen.html").path
        let given = try client.request("workspace/executeCommand", ["command": "transc.preview", "arguments": [
            magic.absoluteString, ["line": 5, "character": 0],
            ["cell": [20, 100, 80, 80], "detail": [0, 0, 390, 390]], output,
        ] as [Any]])
        XCTAssertEqual((given["result"] as? [String: Any])?["path"] as? String, output, "\(given)")
        XCTAssertTrue(FileManager.default.fileExists(atPath: output))
    }
}
