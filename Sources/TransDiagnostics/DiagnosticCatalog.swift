import TransIR

/// Every diagnostic the front end can report, with a stable code tools match on.
///
/// The raw value is the code shown in `--diagnostics json`; it never changes once
/// released. The messages are built by the static functions on `Message` below,
/// so each text is written in exactly one place.
public enum DiagnosticCode: String, CaseIterable, Sendable {
    // Lexical
    case fileTooLarge = "file-too-large"
    case nulByte = "nul-byte"
    case tooManyErrors = "too-many-errors"
    case invalidUTF8 = "invalid-utf8"
    case unexpectedCharacter = "unexpected-character"
    case unterminatedString = "unterminated-string"
    case invalidEscape = "invalid-escape"
    case unterminatedComment = "unterminated-comment"
    case unknownUnit = "unknown-unit"
    case malformedNumber = "malformed-number"
    case invalidColorLiteral = "invalid-color-literal"
    case bidirectionalControl = "bidirectional-control"
    // Syntactic
    case expectedDeclaration = "expected-declaration"
    case expectedToken = "expected-token"
    case unclosedDelimiter = "unclosed-delimiter"
    case expectedExpression = "expected-expression"
    case expectedOperation = "expected-operation"
    case unknownStatement = "unknown-statement"
    case expectedActor = "expected-actor"
    case unknownType = "unknown-type"
    case nestingTooDeep = "nesting-too-deep"
    case unknownGesture = "unknown-gesture"
    case unknownDirection = "unknown-direction"
    case unknownCurve = "unknown-curve"
    case unknownSpringParameter = "unknown-spring-parameter"
    case unknownLayoutDirection = "unknown-layout-direction"
    case unknownReduceMotion = "unknown-reduce-motion"
    case reservedName = "reserved-name"
    // Semantic: names and types
    case unknownName = "unknown-name"
    case unknownProperty = "unknown-property"
    case unknownMember = "unknown-member"
    case unknownFunction = "unknown-function"
    case argumentCount = "argument-count"
    case typeMismatch = "type-mismatch"
    case missingTimeUnit = "missing-time-unit"
    case missingAngleUnit = "missing-angle-unit"
    case unitMismatch = "unit-mismatch"
    case unitOutOfRange = "unit-out-of-range"
    case notConstant = "not-constant"
    case divisionByZero = "division-by-zero"
    case notAView = "not-a-view"
    case aboutWithoutRotation = "about-without-rotation"
    case outsidePieces = "outside-pieces"
    case piecesSource = "pieces-source"
    // Semantic: ranges
    case durationNotPositive = "duration-not-positive"
    case notFinite = "not-finite"
    case negativeDelay = "negative-delay"
    case dampingNotPositive = "damping-not-positive"
    case mustBePositive = "must-be-positive"
    case bounceOutOfRange = "bounce-out-of-range"
    case thresholdOutOfRange = "threshold-out-of-range"
    case keyframeOutOfRange = "keyframe-out-of-range"
    case keyframesNotIncreasing = "keyframes-not-increasing"
    case curveOnLastKeyframe = "curve-on-last-keyframe"
    case invalidSteps = "invalid-steps"
    case bezierOutOfRange = "bezier-out-of-range"
    case zeroRotationAxis = "zero-rotation-axis"
    case anchorOutsideView = "anchor-outside-view"
    case opacityOutOfRange = "opacity-out-of-range"
    case negativeValue = "negative-value"
    // Semantic: physical limits
    case springTooSlow = "spring-too-slow"
    case transitionTooLong = "transition-too-long"
    case tooManyPieces = "too-many-pieces"
    case crossesEyePlane = "crosses-eye-plane"
    // Semantic: structure
    case duplicateTransition = "duplicate-transition"
    case duplicateInput = "duplicate-input"
    case duplicateOperation = "duplicate-operation"
    case duplicateStatement = "duplicate-statement"
    case unusedInput = "unused-input"
    case duplicateValue = "duplicate-value"
    case shadowedValue = "shadowed-value"
    case usedBeforeDefinition = "used-before-definition"
    case invalidSpring = "invalid-spring"
    case curveAndSpring = "curve-and-spring"
    case missingDuration = "missing-duration"
    case missingGesture = "missing-gesture"
    case noBackwardOperation = "no-backward-operation"
    case twoBackwardMotions = "two-backward-motions"
    case notInReverseBody = "not-in-reverse-body"
    case notInBackwardOperation = "not-in-backward-operation"
    case operationNotRun = "operation-not-run"
    case gestureCannotStart = "gesture-cannot-start"
    case conflictingGestures = "conflicting-gestures"
    case followNeedsPan = "follow-needs-pan"
    case flickNeedsPan = "flick-needs-pan"
    case followView = "follow-view"
    case followProperty = "follow-property"
    case followedMotion = "followed-motion"
    case releaseParameter = "release-parameter"
    case releaseTooSlow = "release-too-slow"
    case overlappingTracks = "overlapping-tracks"
    case transformBesideList = "transform-beside-list"
    case mismatchedTransformFunctions = "mismatched-transform-functions"
    case orderWithItself = "order-with-itself"
    case hidingDestination = "hiding-destination"
    case noTransition = "no-transition"
    // Code generation
    case unsupportedByTarget = "unsupported-by-target"
    case nameCollision = "name-collision"

    /// Whether this code is an error or a warning.
    public var severity: Severity {
        switch self {
        case .anchorOutsideView, .opacityOutOfRange, .unusedInput, .hidingDestination, .crossesEyePlane, .noTransition,
             .shadowedValue: .warning
        default: .error
        }
    }
}

/// Writes a number the way a person would: `2`, `0.5`, `-90`, never `2.0`.
public func formatNumber(_ value: Double) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value < 0 ? "-infinity" : "infinity" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
}

/// A time as a message shows it: at least three significant digits, `13815 s`, `27.7 s`, `0.35 s`.
public func formatSeconds(_ seconds: Double) -> String {
    var (magnitude, factor) = (abs(seconds), 1.0)
    while magnitude.isFinite, magnitude > 0, magnitude < 100, factor < 1e6 { (magnitude, factor) = (magnitude * 10, factor * 10) }
    return formatNumber((seconds * factor).rounded() / factor) + " s"
}

// The catalog's texts. Lowercase, no final period; say what was found and what was expected.
extension Message {
    // MARK: Lexical

    /// The input is over the front end's size limit.
    public static func fileTooLarge(bytes: Int, limit: Int) -> Message {
        Message(.fileTooLarge, "file is too large (\(bytes) bytes; the limit is \(limit) bytes)")
    }
    /// A NUL byte outside any string.
    public static let nulByte = Message(.nulByte, "unexpected NUL byte")
    public static func tooManyErrors(limit: Int) -> Message {
        Message(.tooManyErrors, "too many errors (\(limit)); stopping now (use '--error-limit 0' to see all)")
    }
    /// A byte that does not start or continue a valid UTF-8 sequence.
    public static func invalidUTF8(_ byte: UInt8) -> Message {
        let hex = String(byte, radix: 16, uppercase: true)
        return Message(.invalidUTF8, "invalid UTF-8 byte 0x\(hex.count < 2 ? "0" + hex : hex)")
    }
    /// A character that starts no token.
    public static func unexpectedCharacter(_ character: String) -> Message {
        Message(.unexpectedCharacter, "unexpected character '\(character)'")
    }
    /// A string with no closing quote on its line.
    public static let unterminatedString =
        Message(.unterminatedString, "unterminated string; expected '\"' before the end of the line")
    /// A backslash escape that is not one of the few the language has.
    public static func invalidEscape(_ escape: String) -> Message {
        Message(.invalidEscape, "invalid escape '\\\(escape)' in string; expected \\\\, \\\", \\n, \\t or \\u{…}")
    }
    /// A `/*` with no `*/`.
    public static let unterminatedComment = Message(.unterminatedComment, "unterminated '/*' comment")
    /// A suffix after a number that is not a unit.
    public static func unknownUnit(_ unit: String) -> Message {
        Message(.unknownUnit, "unknown unit '\(unit)'; expected \(WordList.units)")
    }
    /// A number cut short: `1.`, `2e`.
    public static func malformedNumber(_ text: String, _ why: String) -> Message {
        Message(.malformedNumber, "malformed number '\(text)': \(why)")
    }
    /// `#` followed by the wrong number of hex digits.
    public static func invalidColorLiteral(_ text: String) -> Message {
        Message(.invalidColorLiteral, "color literal '\(text)' needs 3, 4, 6 or 8 hex digits")
    }

    // MARK: Syntactic

    /// Something at top level that is neither a transition nor an input.
    public static func expectedDeclaration(found: String) -> Message {
        Message(.expectedDeclaration, "expected 'transition', 'input' or 'let', found \(found)")
    }
    /// A specific token or word was required here.
    public static func expectedToken(_ expected: String, found: String) -> Message {
        Message(.expectedToken, "expected \(expected), found \(found)")
    }
    /// A bracket never closed.
    public static func unclosedDelimiter(close: String, open: String, found: String) -> Message {
        Message(.unclosedDelimiter, "expected '\(close)' to close '\(open)', found \(found)")
    }
    /// A value was required here.
    public static func expectedExpression(found: String) -> Message {
        Message(.expectedExpression, "expected a value, found \(found)")
    }
    /// An operation name was required.
    public static func expectedOperation(found: String) -> Message {
        Message(.expectedOperation, "expected an operation (\(WordList.operations)), found \(found)")
    }
    /// A word that begins no statement in this block.
    public static func unknownStatement(_ word: String, in block: String) -> Message {
        Message(.unknownStatement, "unknown statement '\(word)' in \(block)")
    }
    /// A view to act on was required.
    public static func expectedActor(found: String) -> Message {
        Message(.expectedActor, "expected a view (\(WordList.actors)), found \(found)")
    }
    /// An input's type is not a known type.
    public static func unknownType(_ name: String) -> Message {
        Message(.unknownType, "unknown type '\(name)'; expected \(WordList.inputTypes)")
    }
    /// Nesting beyond the parser's limit.
    public static func nestingTooDeep(limit: Int) -> Message {
        Message(.nestingTooDeep, "nesting is too deep (the limit is \(limit) levels)")
    }
    /// A gesture name that is no gesture.
    public static func unknownGesture(_ name: String) -> Message {
        Message(.unknownGesture, "unknown gesture '\(name)'; expected \(WordList.gestures)")
    }
    /// A direction or edge that the gesture does not have.
    public static func unknownDirection(_ word: String, gesture: String, expected: String) -> Message {
        Message(.unknownDirection, "'\(word)' is not a direction of '\(gesture)'; expected \(expected)")
    }
    /// A curve name that is not one of the named curves.
    public static func unknownCurve(_ name: String) -> Message {
        Message(.unknownCurve, "unknown curve '\(name)'; expected \(WordList.curves)")
    }
    /// A word after `layout-direction` that is not one of its rules.
    public static func unknownLayoutDirection(_ word: String) -> Message {
        Message(.unknownLayoutDirection, "unknown layout direction '\(word)'; expected \(WordList.layoutDirectionRules)")
    }
    /// A word after `reduce-motion` that is not one of its rules.
    public static func unknownReduceMotion(_ word: String) -> Message {
        Message(.unknownReduceMotion, "unknown reduce-motion behaviour '\(word)'; expected \(WordList.reduceMotionRules)")
    }
    /// A word after `spring` that is not one of its parameters.
    public static func unknownSpringParameter(_ name: String) -> Message {
        Message(.unknownSpringParameter, "unknown spring parameter '\(name)'; expected \(WordList.springParameters)")
    }
    /// An input named like a built-in name (a view, a color, `true`): it would change what the name means.
    public static func reservedName(_ name: String, names meaning: String, declaring what: String = "an input") -> Message {
        Message(.reservedName, "'\(name)' names \(meaning) and cannot name \(what)")
    }

    // MARK: Names and types

    /// A name that is not declared.
    public static func unknownName(_ name: String) -> Message {
        Message(.unknownName, "unknown name '\(name)'")
    }
    /// A property a view does not have.
    public static func unknownProperty(_ name: String) -> Message {
        Message(.unknownProperty, "unknown property '\(name)'")
    }
    /// A member a value does not have.
    public static func unknownMember(_ name: String, of type: String) -> Message {
        Message(.unknownMember, "\(type) has no member '\(name)'")
    }
    /// A piece's word (`index`, `row`, …) or a pieces function (`stagger`, `random`) outside `animate pieces(…)`.
    public static func outsidePieces(_ name: String) -> Message {
        Message(.outsidePieces, "'\(name)' is known only inside 'animate pieces(…)', where each piece has its own")
    }
    /// `pieces(v, …)` of a view that cannot be cut: the stage, or what is already a picture.
    public static func piecesSource(_ actor: String) -> Message {
        Message(.piecesSource, "'\(actor)' cannot be cut into pieces: pieces are cut from one snapshot of 'from', 'to' or a view input")
    }
    /// A grid of more pieces than the limit.
    public static func tooManyPieces(rows: Int, columns: Int, limit: Int) -> Message {
        Message(.tooManyPieces, "\(rows) rows of \(columns) columns make \(rows * columns) pieces, over the limit of \(limit)")
    }
    /// A call to a function that does not exist.
    public static func unknownFunction(_ name: String) -> Message {
        Message(.unknownFunction, "unknown function '\(name)'")
    }
    /// A call with the wrong number of arguments.
    public static func argumentCount(_ function: String, expected: String, found: Int) -> Message {
        Message(.argumentCount, "'\(function)' takes \(expected), found \(found)")
    }
    /// A value of the wrong type.
    public static func typeMismatch(expected: String, found: String) -> Message {
        Message(.typeMismatch, "expected \(expected), found \(found)")
    }
    /// A bare number where a time is required.
    public static func missingTimeUnit(_ text: String) -> Message {
        Message(.missingTimeUnit, "'\(text)' is a time and needs a unit: write '\(text)s' or '\(text)ms'")
    }
    /// A bare number where an angle is required.
    public static func missingAngleUnit(_ text: String) -> Message {
        Message(.missingAngleUnit, "'\(text)' is an angle and needs a unit: write '\(text)deg', '\(text)rad' or '\(text)turn'")
    }
    /// Arithmetic on quantities of different kinds.
    public static func unitMismatch(_ operation: String, _ lhs: String, _ rhs: String) -> Message {
        Message(.unitMismatch, "cannot \(operation) \(lhs) and \(rhs)")
    }
    /// A product or quotient whose unit has an exponent past what a unit may have.
    public static func unitOutOfRange(_ operation: String, _ lhs: String, _ rhs: String, limit: Int) -> Message {
        Message(.unitOutOfRange, "cannot \(operation) \(lhs) and \(rhs): the result's unit would have an exponent past \(limit)")
    }
    /// A value that must be fixed when the file is compiled but uses run-time data.
    public static func notConstant(_ what: String, dependsOn name: String) -> Message {
        Message(.notConstant, "\(what) must be known before the transition starts; it cannot use '\(name)'")
    }
    /// A constant division by zero.
    public static let divisionByZero = Message(.divisionByZero, "division by zero")
    /// A non-view used where a view is required.
    public static func notAView(_ name: String, is type: String) -> Message {
        Message(.notAView, "'\(name)' is \(type), not a view")
    }
    /// `about` after something that is not a rotation.
    public static func aboutWithoutRotation(_ property: String) -> Message {
        Message(.aboutWithoutRotation, "'about' gives a rotation axis, but '\(property)' is not 'rotate'")
    }

    // MARK: Ranges

    /// A zero or negative duration.
    public static func durationNotPositive(_ seconds: Double) -> Message {
        Message(.durationNotPositive, "duration must be greater than zero, found \(formatNumber(seconds))s")
    }
    /// An infinite or NaN result.
    public static func notFinite(_ what: String) -> Message {
        Message(.notFinite, "\(what) must be a finite number")
    }
    /// A negative delay.
    public static func negativeDelay(_ seconds: Double) -> Message {
        Message(.negativeDelay, "delay cannot be negative, found \(formatNumber(seconds))s")
    }
    /// A negative value of a property that takes none (a shadow's blur radius).
    public static func negativeValue(_ property: String, _ value: Double) -> Message {
        Message(.negativeValue, "\(property) cannot be negative, found \(formatNumber(value))")
    }
    /// A UIKit damping ratio of zero or less.
    public static func dampingNotPositive(_ value: Double) -> Message {
        Message(.dampingNotPositive, "damping ratio must be greater than zero, found \(formatNumber(value))")
    }
    /// A quantity that must be greater than zero.
    public static func mustBePositive(_ what: String, found: String) -> Message {
        Message(.mustBePositive, "\(what) must be greater than zero, found \(found)")
    }
    /// A duration + bounce spring's bounce outside (-1, 1).
    public static func bounceOutOfRange(_ value: Double) -> Message {
        Message(.bounceOutOfRange, "bounce must lie strictly between -1 and 1, found \(formatNumber(value))")
    }
    /// A completion threshold outside (0, 1).
    public static func thresholdOutOfRange(_ value: Double) -> Message {
        Message(.thresholdOutOfRange, "'complete-at' must lie strictly between 0% and 100%, found \(formatNumber(value * 100))%")
    }
    /// A keyframe before 0% or after 100%.
    public static func keyframeOutOfRange(_ value: Double) -> Message {
        Message(.keyframeOutOfRange, "keyframe at \(formatNumber(value * 100))% lies outside 0%…100%")
    }
    /// A keyframe not after the one before it.
    public static func keyframesNotIncreasing(_ value: Double, after previous: Double) -> Message {
        Message(.keyframesNotIncreasing, "keyframe at \(formatNumber(value * 100))% must come after the one at \(formatNumber(previous * 100))%")
    }
    /// A curve written after the last keyframe, where no segment starts.
    public static let curveOnLastKeyframe =
        Message(.curveOnLastKeyframe, "the last keyframe starts no segment, so a curve after its value paces nothing")
    /// `steps(n, position)` with a bad n; the least n depends on the position.
    public static func invalidSteps(_ value: Double, position: StepPosition) -> Message {
        Message(.invalidSteps, "'steps' with \(position.rawValue) needs a whole number of at least \(position.minimumSteps), found \(formatNumber(value))")
    }
    /// A cubic Bézier control point x outside [0, 1].
    public static func bezierOutOfRange(_ value: Double) -> Message {
        Message(.bezierOutOfRange, "cubic-bezier x values must lie within 0…1, found \(formatNumber(value))")
    }
    /// A rotation about the zero vector.
    public static let zeroRotationAxis = Message(.zeroRotationAxis, "rotation axis cannot be (0, 0, 0)")
    /// An anchor outside the unit square (allowed by Core Animation, rarely meant).
    public static func anchorOutsideView(_ x: Double, _ y: Double) -> Message {
        Message(.anchorOutsideView, "anchor (\(formatNumber(x)), \(formatNumber(y))) lies outside the view; anchors are fractions of the view's size, (0, 0) its top-left and (1, 1) its bottom-right corner")
    }
    /// An opacity Core Animation would clamp.
    public static func opacityOutOfRange(_ value: Double) -> Message {
        Message(.opacityOutOfRange, "opacity \(formatNumber(value)) lies outside 0…1 and will be clamped")
    }

    /// A character that reorders the text around it, in a string or a comment.
    public static func bidirectionalControl(_ scalar: UInt32) -> Message {
        let code = String(scalar, radix: 16, uppercase: true)
        return Message(.bidirectionalControl, "the invisible bidirectional control U+\(String(repeating: "0", count: max(0, 4 - code.count)) + code) can make the text read differently from how it compiles; remove it")
    }

    // MARK: Physical limits

    /// A physical spring that takes longer to settle than the limit; `fix` says what would not.
    public static func springTooSlow(settling: Double, limit: Double, fix: String) -> Message {
        Message(.springTooSlow, "this spring takes \(formatSeconds(settling)) to settle (to within 0.1 %), over the \(formatSeconds(limit)) limit; \(fix)")
    }
    /// A transition that runs longer than the limit.
    public static func transitionTooLong(_ name: String, seconds: Double, limit: Double) -> Message {
        Message(.transitionTooLong, "transition '\(name)' runs for \(formatSeconds(seconds)) here, over the \(formatSeconds(limit)) limit on a transition's length")
    }
    /// A view whose depth reaches the viewer's eye, which Core Animation clips.
    public static func crossesEyePlane(_ actor: String, at seconds: Double, perspective: Double) -> Message {
        Message(.crossesEyePlane, "'\(actor)' reaches the eye plane (\(formatNumber(perspective))pt in front of the container under 'perspective') at about \(formatSeconds(seconds)); Core Animation cuts off the part behind the viewer's eye")
    }

    /// A view reaching the eye of its own `perspective` (a track), which sits in front of its position.
    public static func crossesOwnEyePlane(_ actor: String, at seconds: Double) -> Message {
        Message(.crossesEyePlane, "'\(actor)' reaches its own eye plane (under its 'perspective' track) at about \(formatSeconds(seconds)); Core Animation cuts off the part behind the viewer's eye")
    }

    // MARK: Structure

    /// Two transitions with one name.
    public static func duplicateTransition(_ name: String) -> Message {
        Message(.duplicateTransition, "transition '\(name)' is declared twice")
    }
    /// Two inputs with one name.
    public static func duplicateInput(_ name: String) -> Message {
        Message(.duplicateInput, "input '\(name)' is declared twice")
    }
    /// An operation listed twice after `for` or `interactive`.
    public static func duplicateOperation(_ name: String) -> Message {
        Message(.duplicateOperation, "'\(name)' is listed twice")
    }
    /// A statement that may appear once, given again.
    public static func duplicateStatement(_ name: String) -> Message {
        Message(.duplicateStatement, "'\(name)' is given twice")
    }
    /// An input no transition reads.
    public static func unusedInput(_ name: String) -> Message {
        Message(.unusedInput, "input '\(name)' is never used")
    }
    /// A named value defined twice in one scope, or with an input's name.
    public static func duplicateValue(_ name: String) -> Message {
        Message(.duplicateValue, "'\(name)' is already defined")
    }
    /// A transition's named value that hides the file's value of the same name.
    public static func shadowedValue(_ name: String) -> Message {
        Message(.shadowedValue, "'\(name)' hides the file's value of the same name in this transition")
    }
    /// A named value read by a value written before it (or by itself): values are defined in order.
    public static func usedBeforeDefinition(_ name: String) -> Message {
        Message(.usedBeforeDefinition, "'\(name)' is used before its definition; a value may use only the values defined above it")
    }
    /// A spring whose parameters match none of its three forms.
    public static func invalidSpring(_ why: String) -> Message {
        Message(.invalidSpring, "\(why); a spring takes 'damping' (and 'velocity'), 'mass' 'stiffness' 'damping' (and 'velocity'), or 'bounce' (and 'velocity')")
    }
    /// Both a curve and a spring for one timing.
    public static let curveAndSpring =
        Message(.curveAndSpring, "'curve' and 'spring' both set the pacing here; keep one")
    /// A transition whose length is unknown.
    public static func missingDuration(_ name: String) -> Message {
        Message(.missingDuration, "transition '\(name)' needs a 'duration' (only a spring with mass and stiffness times itself)")
    }
    /// An interactive block without a gesture.
    public static let missingGesture = Message(.missingGesture, "'interactive' needs a 'gesture'")
    /// `reverse auto` or `reverse { … }` on an operation that has no opposite.
    public static func noBackwardOperation(_ clause: String) -> Message {
        Message(.noBackwardOperation, "'\(clause)' has no backward operation for 'tab'; a tab switch runs the same transition both ways")
    }
    /// `reverse { … }` where every backward operation is already listed after `for`: it would run nowhere.
    public static func backwardOperationsListed(_ listed: String) -> Message {
        Message(.noBackwardOperation, "'reverse { … }' would run nowhere: the transition runs \(listed) forward")
    }
    /// Both `reverse auto` and `reverse { … }` in one transition.
    public static func twoBackwardMotions(_ clause: String, first: String) -> Message {
        Message(.twoBackwardMotions, "'\(clause)' after '\(first)': a transition has one backward motion, derived or its own")
    }
    /// A statement `reverse { … }` cannot hold: the backward motion shares it with the forward one.
    public static func notInReverseBody(_ word: String) -> Message {
        Message(.notInReverseBody, "'\(word)' cannot be given in 'reverse { … }'")
    }
    /// A view a reverse body names that the backward operation does not have.
    public static func notInBackwardOperation(_ view: String) -> Message {
        Message(.notInBackwardOperation, "the backward operation has no '\(view)': it shares the forward motion's snapshots")
    }
    /// An interactive operation the transition never runs.
    public static func operationNotRun(_ operation: String, transition: String) -> Message {
        Message(.operationNotRun, "transition '\(transition)' does not run '\(operation)'")
    }
    /// A gesture that moves the wrong way for its operation.
    public static func gestureCannotStart(_ gesture: String, operation: String, expected: String) -> Message {
        Message(.gestureCannotStart, "'\(gesture)' cannot start a \(operation); use \(expected)")
    }
    /// Two recognizers of one transition that would both begin on the same touch.
    public static func conflictingGestures(_ gesture: String, _ operation: String, with other: String, _ otherOperation: String) -> Message {
        Message(.conflictingGestures, "'\(gesture)' (\(operation)) conflicts with '\(other)' (\(otherOperation)): both would begin on the same touch")
    }
    /// `follow` in a block whose gesture is a pinch.
    public static func followNeedsPan(_ gesture: String) -> Message {
        Message(.followNeedsPan, "'follow' needs a pan or an edge pan; '\(gesture)' has no translation for a view to follow")
    }
    /// `flick` in a block whose gestures are all pinches.
    public static func flickNeedsPan(_ gesture: String) -> Message {
        Message(.flickNeedsPan, "'flick' needs a pan or an edge pan; '\(gesture)' is released at a scale per second, not points per second")
    }
    /// `follow` of a view that is not one UIKit hands the transition.
    public static func followView(_ view: String) -> Message {
        Message(.followView, "'\(view)' cannot follow the finger; use 'from' or 'to'")
    }
    /// A followed view's track on a property that cannot be a function of the distance dragged.
    public static func followProperty(_ property: String, expected: String) -> Message {
        Message(.followProperty, "'\(property)' cannot change with the distance dragged; use \(expected)")
    }
    /// A track or shade of the transition that changes what a view following the finger holds still.
    public static func followedMotion(_ what: String, view: String, operation: String, expected: String) -> Message {
        Message(.followedMotion, "\(what) of '\(view)' cannot change in '\(operation)', where the view follows the finger; "
                + "a followed view springs only its \(expected)")
    }
    /// A release spring parameter other than `damping`.
    public static func releaseParameter(_ parameter: String) -> Message {
        Message(.releaseParameter, "the release spring takes 'damping' and 'duration', not '\(parameter)': its velocity is the finger's")
    }
    /// A release spring that, left still, settles after the limit.
    public static func releaseTooSlow(settling: Double, limit: Double, fix: String) -> Message {
        Message(.releaseTooSlow, "this release spring takes \(formatSeconds(settling)) to settle (to within 0.1 %) even left still, over the "
                + "\(formatSeconds(limit)) limit; \(fix)")
    }
    /// A release spring whose duration is longer than a spring may take to settle.
    public static func releaseTooLong(duration: Double, limit: Double) -> Message {
        Message(.releaseTooSlow, "a release spring settles in its duration at the soonest, and \(formatSeconds(duration)) is over the \(formatSeconds(limit)) limit")
    }
    /// One property animated twice at once.
    public static func overlappingTracks(_ property: String, of actor: String) -> Message {
        Message(.overlappingTracks, "'\(property)' of '\(actor)' is animated twice at overlapping times")
    }
    /// `rotate 90deg` on a view that has a `transform` list.
    public static func transformBesideList(_ property: String, of actor: String) -> Message {
        Message(.transformBesideList, "'\(property)' of '\(actor)' cannot be animated beside its 'transform' list, "
                + "which is the whole transform; write it as a function of the list, where its order is said")
    }
    /// `[rotate(0deg)] -> [translate(10, 0)]`: lists interpolate function by function.
    public static func mismatchedTransformFunctions(_ found: String, expected: String) -> Message {
        Message(.mismatchedTransformFunctions, "'\(found)' stands where the view's other transform lists have '\(expected)'; "
                + "lists interpolate function by function, so write the same functions in the same order")
    }
    /// `x above x`.
    public static func orderWithItself(_ name: String) -> Message {
        Message(.orderWithItself, "'\(name)' cannot be above or below itself")
    }
    /// Something a code-generation target cannot express yet.
    public static func unsupportedByTarget(_ what: String, target: String) -> Message {
        Message(.unsupportedByTarget, "the \(target) target cannot express \(what) yet; the interpreter (TransKit) runs it")
    }
    /// Two names that become one Swift name.
    public static func nameCollision(_ name: String, other: String, swift: String) -> Message {
        Message(.nameCollision, "'\(name)' and '\(other)' both become the Swift name '\(swift)'; rename one")
    }
    /// A file with no transition in it (only comments or inputs).
    public static let noTransition = Message(.noTransition, "the file declares no transition")
    /// Hiding the destination for the whole transition.
    public static let hidingDestination =
        Message(.hidingDestination, "hiding 'to' leaves the destination invisible until the transition ends")
}
