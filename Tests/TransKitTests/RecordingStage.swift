import TransKit

/// A stage of named views that records every call and models what UIKit would show: the
/// container's subviews bottom first, and per view its hidden flag and one property the frames
/// change (a scale). Tests set `looks` between setup and the end as a run's frames would.
struct RecordingStage: LifecycleStage {
    /// What a view shows.
    struct Look: Equatable {
        var hidden = false
        var scale = 1.0
    }

    /// One call, as the stage received it.
    enum Call: Equatable {
        case save(String)
        case snapshot(of: String, made: String)
        case add(String, Placement)
        case remove(String)
        case setHidden(Bool, String)
        case restore(String, id: String)
        case setPerspective(Double)
        case clearPerspective
    }

    /// `ContainerPlacement` of names, comparable.
    enum Placement: Equatable {
        case above(String), below(String), onTop
    }

    /// The view each actor names.
    var roles: [Actor: String]
    /// The container's subviews, bottom first.
    var subviews: [String]
    /// Each view's look; a view not listed looks as `Look()`.
    var looks: [String: Look] = [:]
    /// The container's perspective distance, if set.
    var perspective: Double?
    var kept = KeptLayers<String, Look>()
    var calls: [Call] = []
    private var perspectiveBefore: Double?
    private var snapshotsMade = 0

    init(roles: [Actor: String], subviews: [String]) { (self.roles, self.subviews) = (roles, subviews) }

    func look(_ view: String) -> Look { looks[view] ?? Look() }

    func view(_ actor: Actor) -> String? { roles[actor] }

    mutating func snapshot(of view: String, part: Rect) -> String {
        snapshotsMade += 1
        let whole = part == Rect(x: 0, y: 0, width: 1, height: 1)
        let name = "snapshot \(snapshotsMade) of \(view)" + (whole ? "" : " part \(part.minX),\(part.minY)")
        calls.append(.snapshot(of: view, made: name))
        return name
    }

    func containerContains(_ layer: String) -> Bool { subviews.contains(layer) }

    mutating func add(_ layer: String, _ placement: ContainerPlacement<String>) {
        subviews.removeAll { $0 == layer }
        switch placement {
        case .above(let sibling):
            calls.append(.add(layer, .above(sibling)))
            subviews.insert(layer, at: (subviews.firstIndex(of: sibling) ?? subviews.count - 1) + 1)
        case .below(let sibling):
            calls.append(.add(layer, .below(sibling)))
            subviews.insert(layer, at: subviews.firstIndex(of: sibling) ?? 0)
        case .onTop:
            calls.append(.add(layer, .onTop))
            subviews.append(layer)
        }
    }

    mutating func remove(_ layer: String) {
        calls.append(.remove(layer))
        subviews.removeAll { $0 == layer }
    }

    mutating func setHidden(_ hidden: Bool, _ layer: String) {
        calls.append(.setHidden(hidden, layer))
        looks[layer, default: Look()].hidden = hidden
    }

    mutating func save(_ layer: String) -> Look {
        calls.append(.save(layer))
        return look(layer)
    }

    mutating func restore(_ layer: String, id: String, to saved: Look) {
        calls.append(.restore(layer, id: id))
        looks[layer] = saved
    }

    mutating func setPerspective(_ distance: Double) {
        calls.append(.setPerspective(distance))
        perspectiveBefore = perspective
        perspective = distance
    }

    mutating func clearPerspective() {
        calls.append(.clearPerspective)
        perspective = perspectiveBefore
    }
}
