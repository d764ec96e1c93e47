import TransIR
import TransRuntime

/// The HTML page's gestures: a mouse or finger drag on the stage (pointer events) begins the
/// gesture `TransitionDriver` would for the finger's first motion (`InteractionSpec.begins(moving:)`,
/// the first in source order; a drag the wrong way begins none and moves nothing), on the other
/// neighbour's program for a pan either way moved against its direction. Its progress scrubs the
/// timeline; views that follow the finger follow it and let go with a spring; the release plays
/// the rest as `TimelineRelease` decides, and a touch before the run is over catches it. The
/// script is the driver's formulas written again in JavaScript from docs/language.md: the followed
/// pose (`FingerFollowing`), the release (`TimelineRelease`: a flick, then the projected progress
/// against the threshold, and the rest's spring), the velocity handoff (`ReleaseSpring.initialVelocity`:
/// finger velocity over the distance left, per axis) and UIKit's spring (`DampedSpring.uiKit`); its
/// data is the scene's gestures, written by `gestures(_:)`.
enum FollowScript {
    /// The scene's gestures as the script reads them (`lanes[…].gestures`), in source order.
    static func gestures(_ scene: PreparedScene) -> String {
        let (start, finish) = (scene.state(at: 0), scene.state(at: scene.duration))
        return "[" + scene.gestures.map { gesture($0, start: start, finish: finish) }.joined(separator: ",") + "]"
    }

    /// One gesture: the way its finger moves forwards (zero for a pinch, which no drag begins), whether
    /// a pan the other way begins it too, its distance, thresholds and release spring, and its followed views.
    static func gesture(_ gesture: PreparedGesture, start: SceneState, finish: SceneState) -> String {
        let interaction = gesture.interaction
        let views = gesture.follows.map { view -> String in
            let tracks = view.tracks.map { track -> String in
                "{\"part\":\"\(part(track.property))\",\"start\":\(numbers(track.start, track.property)),\"end\":\(numbers(track.end, track.property)),\"over\":\(n(track.over))}"
            }
            return "{\"id\":\"\(HTMLWriter.escape(start.layers[view.layer].id))\",\"tracks\":[\(tracks.joined(separator: ","))],"
                + "\"start\":\(pose(LayerPose(start.layers[view.layer]))),\"finish\":\(pose(LayerPose(finish.layers[view.layer])))}"
        }
        let forward = interaction.forward
        return "{\"distance\":\(n(gesture.distance)),\"forward\":[\(n(forward.x)),\(n(forward.y))],\"eitherWay\":\(interaction.eitherWay),"
            + "\"threshold\":\(n(interaction.threshold)),\"flick\":\(interaction.flickVelocity.map(n) ?? "null"),"
            + "\"release\":[\(n(interaction.release.physics.stiffness)),\(n(interaction.release.physics.damping))],\"views\":[\(views.joined(separator: ","))]}"
    }

    /// The name the script writes a followed property by.
    static func part(_ property: Property) -> String {
        switch property {
        case .opacity: "opacity"
        case .cornerRadius: "cornerRadius"
        case .scale: "scale"
        case .scaleX: "scaleX"
        case .scaleY: "scaleY"
        case .rotate, .rotateZ: "rotation"
        // The page draws a shadow from each sampled frame: a followed shadow keeps the timeline's.
        case .shadowOpacity, .shadowRadius: "none"
        // The checker lets no other property follow the finger (`Property.followsDistance`).
        case .frame, .position, .size, .anchor, .hidden, .zPosition, .backgroundColor, .shadowOffset, .shadowColor, .translate,
             .translateX, .translateY, .translateZ, .rotateX, .rotateY, .perspective, .mask, .transform: "none"
        }
    }

    /// A followed track's value as numbers: a scalar's one, a scale's two (`scale 0.6` scales both ways).
    static func numbers(_ value: Value, _ property: Property) -> String {
        switch value {
        case .scalar(let v): property == .scale ? "[\(n(v)),\(n(v))]" : "[\(n(v))]"
        case .size(let s): "[\(n(s.width)),\(n(s.height))]"
        case .point(let p): "[\(n(p.x)),\(n(p.y))]"
        case .bool, .rect, .vector, .color, .gradient, .shape, .transforms: "[]"
        }
    }

    static func pose(_ pose: LayerPose) -> String {
        func triple(_ v: Vector3) -> String { "[\(n(v.x)),\(n(v.y)),\(n(v.z))]" }
        var axis = "null"
        if let angle = pose.axisAngle, let vector = pose.axis { axis = "[\(n(angle)),\(n(vector.x)),\(n(vector.y)),\(n(vector.z))]" }
        return "{\"px\":\(n(pose.position.x)),\"py\":\(n(pose.position.y)),\"w\":\(n(pose.size.width)),\"h\":\(n(pose.size.height)),"
            + "\"ax\":\(n(pose.anchor.x)),\"ay\":\(n(pose.anchor.y)),\"opacity\":\(n(pose.opacity)),\"radius\":\(n(pose.cornerRadius)),"
            + "\"t\":\(triple(pose.translation)),\"r\":\(triple(pose.rotation)),\"s\":[\(n(pose.scale.x)),\(n(pose.scale.y))],"
            + "\"axis\":\(axis),\"persp\":\(pose.perspective.map(n) ?? "null"),"
            + "\"list\":\(pose.listTransform.map { "[" + $0.fields.map(n).joined(separator: ",") + "]" } ?? "null")}"
    }

    /// Full precision: the page's spring must start where the interpreter's does.
    static func n(_ value: Double) -> String { value.isFinite ? "\(value)" : "0" }

    /// The script: `transcDrive` holds the page's run and the steps the pointer handlers take, for
    /// tests to call; `followed(layer, t)` gives a followed view's pose at clock `t` (seconds) for `show`.
    static let script = """
        // The page's run, as TransitionDriver keeps it (docs/language.md, "Gestures" and "Following the finger"): the
        // program it shows (lane 0, or 1: the other neighbour's, for a pan either way moved against its direction), the
        // gesture driving it, the timeline's time, the release's segment of the timeline, the progress a touch caught it
        // at, the finger, and where each followed view follows from (its start, or where a touch caught it) with, per
        // track, the value it showed and the fraction of its change that stands at, and the followed views' spring.
        const run = { lane: 0, gesture: null, time: 0, segment: null, caught: 0, finger: null, bases: null, flight: null };
        function driving() { return run.gesture === null ? null : lanes[run.lane].gestures[run.gesture]; }
        function startBases(g) { return g.views.map(view => ({ pose: view.start, resume: view.tracks.map(track => [track.start, 0]) })); }
        // UIKit's ease-in-out, cubic-bezier(0.42, 0, 0.58, 1): the completion curve of a released run.
        function easeInOut(t) {
          let lo = 0, hi = 1, u = t;
          for (let i = 0; i < 40; i++) { const x = 3*(1-u)*(1-u)*u*0.42 + 3*(1-u)*u*u*0.58 + u*u*u; if (x < t) lo = u; else hi = u; u = (lo + hi) / 2; }
          return 3*(1-u)*u*u + u*u*u;
        }

        function mul(a, b) {
          const m = new Array(16);
          for (let i = 0; i < 4; i++) for (let j = 0; j < 4; j++) {
            let s = 0;
            for (let k = 0; k < 4; k++) s += a[i * 4 + k] * b[k * 4 + j];
            m[i * 4 + j] = s;
          }
          return m;
        }
        // Core Animation's matrices on row vectors, as Transform3D makes them.
        function rotationMatrix(angle, x, y, z) {
          const length = Math.hypot(x, y, z);
          if (!(length > 0)) return [1,0,0,0, 0,1,0,0, 0,0,1,0, 0,0,0,1];
          const kx = x / length, ky = y / length, kz = z / length, c = Math.cos(angle), s = Math.sin(angle), d = 1 - c;
          return [c + d*kx*kx, d*kx*ky + s*kz, d*kx*kz - s*ky, 0,
                  d*ky*kx - s*kz, c + d*ky*ky, d*ky*kz + s*kx, 0,
                  d*kz*kx + s*ky, d*kz*ky - s*kx, c + d*kz*kz, 0, 0, 0, 0, 1];
        }
        // p·S·Rx·Ry·Rz·R(axis)·T·P, or the transform list's matrix.
        function composed(p) {
          if (p.list) return p.list;
          let m = [p.s[0],0,0,0, 0,p.s[1],0,0, 0,0,1,0, 0,0,0,1];
          if (p.r[0] !== 0) m = mul(m, rotationMatrix(p.r[0], 1, 0, 0));
          if (p.r[1] !== 0) m = mul(m, rotationMatrix(p.r[1], 0, 1, 0));
          if (p.r[2] !== 0) m = mul(m, rotationMatrix(p.r[2], 0, 0, 1));
          if (p.axis && p.axis[0] !== 0) m = mul(m, rotationMatrix(p.axis[0], p.axis[1], p.axis[2], p.axis[3]));
          m = mul(m, [1,0,0,0, 0,1,0,0, 0,0,1,0, p.t[0],p.t[1],p.t[2],1]);
          if (p.persp > 0) m = mul(m, [1,0,0,0, 0,1,0,0, 0,0,1,-1 / p.persp, 0,0,0,1]);
          return m;
        }
        const mix = (a, b, t) => a + (b - a) * t;
        // UIKit's spring for a duration and damping ratio: mass 1, ω₀ by 12 Newton steps from 5/T on
        // the envelope ε(ω₀) = 0.001, the largest root if Newton leaves (0, ∞) (DampedSpring.uiKit).
        function uiKitSpring(duration, dampingRatio, velocity) {
          const zeta = Math.min(Math.max(dampingRatio, 1.1920929e-7), 1), t = Math.min(Math.max(duration, 0.01), 10);
          function envelope(w) {
            if (zeta < 1) {
              const root = Math.sqrt(1 - zeta * zeta), amplitude = (zeta * w - velocity) / (w * root), decay = Math.exp(-zeta * w * t);
              const amplitudeDerivative = velocity / (w * w * root) * (amplitude < 0 ? -1 : 1);
              return [Math.abs(amplitude) * decay - 0.001, amplitudeDerivative * decay - Math.abs(amplitude) * zeta * t * decay];
            }
            return [Math.exp(-w * t) * (1 + (w - velocity) * t) - 0.001, -t * t * (w - velocity) * Math.exp(-w * t)];
          }
          let w = 5 / t;
          for (let i = 0; i < 12; i++) {
            const [f, derivative] = envelope(w);
            if (Math.abs(derivative) < 1e-12) break;
            w -= f / derivative;
          }
          if (!(isFinite(w) && w > 0 && Math.abs(envelope(w)[0]) < 1e-9)) {
            const guess = 5 / t;
            let high = guess * 1e4, low = high;
            while (low > guess * 1e-6) { low = high / 1.25; if (envelope(low)[0] >= 0) break; high = low; }
            if (envelope(low)[0] >= 0) {
              for (let i = 0; i < 200; i++) { const mid = (low + high) / 2; if (envelope(mid)[0] >= 0) low = mid; else high = mid; }
              w = (low + high) / 2;
            } else w = guess;
          }
          return { w0: w, zeta: zeta, v: velocity };
        }
        // The release spring: mass 1, the gesture's stiffness and damping, leaving at a velocity (ReleaseSpring.spring).
        const releaseSpring = (g, velocity) => ({ w0: Math.sqrt(g.release[0]), zeta: g.release[1] / (2 * Math.sqrt(g.release[0])), v: velocity });
        // Seconds until a spring stays within 0.1 % of its end (DampedSpring.settlingDuration): the envelope below
        // critical damping, else by bisection.
        function settling(sp) {
          if (sp.zeta < 1) {
            const wd = sp.w0 * Math.sqrt(1 - sp.zeta * sp.zeta);
            return (-Math.log(0.001) + Math.log(1 + Math.abs((sp.zeta * sp.w0 - sp.v) / wd))) / (sp.zeta * sp.w0);
          }
          // Critically damped (a release spring is at most): it crosses its end at most once and only approaches it after
          // it last turns; the bisection runs there, or before the crossing where what is past it stays within 0.1 %.
          const away = t => Math.abs(1 - springProgress(sp, t)), a = sp.w0 - sp.v;
          const turning = a !== 0 ? Math.max(0, -sp.v / (sp.w0 * a)) : 0;
          let low = turning, high = Math.max(1, turning);
          if (away(turning) > 0.001) { while (away(high) > 0.001 && high < 1e6) high *= 2; } else { low = 0; high = -1 / a; }
          for (let i = 0; i < 80; i++) { const mid = (low + high) / 2; if (away(mid) > 0.001) low = mid; else high = mid; }
          return high;
        }
        // UIKit's initialVelocity: the finger's velocity over the distance left (ReleaseSpring.initialVelocity).
        const handoff = (v, remaining) => Math.abs(remaining) > 1e-9 ? v / remaining : 0;
        // How far a coasting scroll view travels per unit of its starting speed (TimelineRelease.coasting).
        const coasting = \(n(TimelineRelease.coasting(velocity: 1)));
        // The spring's progress at t seconds, in its three damping regimes (DampedSpring.progress).
        function springProgress(sp, t) {
          if (t <= 0) return 0;
          const w0 = sp.w0, zeta = sp.zeta, v = sp.v;
          let x;
          if (zeta < 1) {
            const wd = w0 * Math.sqrt(1 - zeta * zeta);
            x = Math.exp(-zeta * w0 * t) * (Math.cos(wd * t) + ((zeta * w0 - v) / wd) * Math.sin(wd * t));
          } else if (zeta === 1) {
            x = Math.exp(-w0 * t) * (1 + (w0 - v) * t);
          } else {
            const root = w0 * Math.sqrt(zeta * zeta - 1), r1 = -zeta * w0 + root, r2 = -zeta * w0 - root;
            x = (-v - r2) / (r1 - r2) * Math.exp(r1 * t) + (v + r1) / (r1 - r2) * Math.exp(r2 * t);
          }
          return 1 - x;
        }
        // The value a pose shows for a followed track's part (FingerFollowing.value).
        function shownValue(track, p) {
          switch (track.part) {
            case "scale": return [p.s[0], p.s[1]];
            case "scaleX": return [p.s[0]];
            case "scaleY": return [p.s[1]];
            case "rotation": return [p.r[2]];
            case "opacity": return [p.opacity];
            case "cornerRadius": return [p.radius];
            default: return track.start;
          }
        }
        // Where a value stands on the way from a to b, clamped to 0…1, by its first number that changes (FingerFollowing.fraction).
        function fractionOf(v, a, b) {
          for (let i = 0; i < a.length; i++) if (b[i] !== a[i]) return Math.min(Math.max((v[i] - a[i]) / (b[i] - a[i]), 0), 1);
          return 0;
        }
        // A view a touch caught, read as UIKit reads a presentation layer (CaughtPose): its matrix kept whole, its scale
        // the first two rows' lengths, its turn about z the first row's angle. Null for a view at no size on an axis,
        // which is read as those parts alone.
        function caughtPose(p) {
          const m = composed(p), lengths = [Math.hypot(m[0], m[1], m[2]), Math.hypot(m[4], m[5], m[6])];
          if (!(lengths[0] > 1e-12 && lengths[1] > 1e-12)) {
            Object.assign(p, { s: lengths, r: [0, 0, Math.atan2(m[1], m[0])], axis: null, t: [m[12], m[13], 0], persp: null });
            return null;
          }
          // Its linear part taken apart into a scale and a turn; a mirror flipped along x first.
          const linear = [m[0],m[1],m[2],0, m[4],m[5],m[6],0, m[8],m[9],m[10],0, 0,0,0,1];
          const determinant = m[0] * (m[5] * m[10] - m[6] * m[9]) - m[1] * (m[4] * m[10] - m[6] * m[8]) + m[2] * (m[4] * m[9] - m[5] * m[8]);
          const mirrored = determinant < 0, d = decomposedLinear(mirrored ? mul([-1,0,0,0, 0,1,0,0, 0,0,1,0, 0,0,0,1], linear) : linear);
          if (!d) return null;
          return { s: lengths, r: Math.atan2(m[1], m[0]), turn: angleAndAxis(d.q), mirrored: mirrored };
        }
        // A unit quaternion as the angle and axis of its rotation (DecomposedTransform.Quaternion.angleAndAxis).
        function angleAndAxis(q) {
          const sine = Math.hypot(q[0], q[1], q[2]);
          return sine > 0 ? [2 * Math.atan2(sine, q[3]), q[0] / sine, q[1] / sine, q[2] / sine] : [0, 1, 0, 0];
        }
        // A copy of a caught pose with the readings in place of its scale and turn about z (CaughtPose.reading).
        function reading(caught, pose) {
          const p = JSON.parse(JSON.stringify(pose));
          p.s = caught.s.slice(); p.r[2] = caught.r;
          return p;
        }
        // The pose as caught where the drag changed neither reading; else the caught matrix with the drag's scale first and
        // its turn about z after every other turn: the new scale (negative along x for a mirror), then the caught turn and
        // the change about z as one rotation (CaughtPose.apply).
        function applyCaught(caught, scale, rotation, p) {
          if (scale[0] === caught.s[0] && scale[1] === caught.s[1] && rotation === caught.r) return;
          p.s = [caught.mirrored ? -scale[0] : scale[0], scale[1]];
          p.r = [0, 0, 0];
          p.axis = caught.turn;
          if (rotation === caught.r) return;
          const t = caught.turn, d = decomposedLinear(mul(rotationMatrix(t[0], t[1], t[2], t[3]), rotationMatrix(rotation - caught.r, 0, 0, 1)));
          if (d) p.axis = angleAndAxis(d.q);
        }
        // A pose that takes the anchor it springs to at once, moved by the anchor's offset through its matrix's x and y
        // rows so that it shows where it did (FingerFollowing.takingAnchor).
        function takingAnchor(p, to) {
          if (p.ax === to.ax && p.ay === to.ay) return p;
          const m = composed(p), dx = (to.ax - p.ax) * p.w, dy = (to.ay - p.ay) * p.h;
          return Object.assign(p, { px: p.px + dx * m[0] + dy * m[4], py: p.py + dx * m[1] + dy * m[5], ax: to.ax, ay: to.ay });
        }
        // A followed view while the finger is down: where it follows from moved by the finger, each track
        // moved on from where it stood by the distance dragged.
        function posed(view, base, tx, ty, dragged) {
          const p = base.caught ? reading(base.caught, base.pose) : JSON.parse(JSON.stringify(base.pose));
          p.t[0] += tx; p.t[1] += ty;
          view.tracks.forEach((track, index) => {
            const [shown, from] = base.resume[index];
            const f = track.over > 0 ? Math.min(Math.max(from + dragged / track.over, 0), 1) : 1;
            const v = shown.map((value, i) => value + mix(track.start[i], track.end[i], f) - mix(track.start[i], track.end[i], from));
            if (track.part === "scale") p.s = [v[0], v[1]];
            else if (track.part === "scaleX") p.s[0] = v[0];
            else if (track.part === "scaleY") p.s[1] = v[0];
            else if (track.part === "rotation") p.r[2] = v[0];
            else if (track.part === "opacity") p.opacity = Math.min(Math.max(v[0], 0), 1);
            else if (track.part === "cornerRadius") p.radius = v[0];
          });
          if (base.caught) {
            const [scale, rotation] = [p.s, p.r[2]];
            [p.s, p.r] = [base.pose.s.slice(), base.pose.r.slice()];
            applyCaught(base.caught, scale, rotation, p);
          }
          return p;
        }
        // A rotation about an axis of its own, [angle, x, y, z], mixed by its angle; an end without one is no turn
        // about the other's axis (FingerFollowing.mixedAxisRotation).
        function mixedAxis(a, b, t) {
          if (!a || !b) return a ? [mix(a[0], 0, t), a[1], a[2], a[3]] : b ? [mix(0, b[0], t), b[1], b[2], b[3]] : null;
          if ((a[1] === b[1] && a[2] === b[2] && a[3] === b[3]) || a[0] === 0) return [mix(a[0], b[0], t), b[1], b[2], b[3]];
          if (b[0] === 0) return [mix(a[0], 0, t), a[1], a[2], a[3]];
          const along = a[1] * b[1] + a[2] * b[2] + a[3] * b[3];
          const lengths = Math.sqrt((a[1] * a[1] + a[2] * a[2] + a[3] * a[3]) * (b[1] * b[1] + b[2] * b[2] + b[3] * b[3]));
          if (lengths > 0 && Math.abs(Math.abs(along) / lengths - 1) < 1e-12) return [mix(along > 0 ? a[0] : -a[0], b[0], t), b[1], b[2], b[3]];
          return b;
        }
        // Whether the parts' turns mix as the matrix does: all about one axis, the ends' totals less than half a turn
        // apart (FingerFollowing.anglesMixAsTheMatrix).
        function anglesMix(a, b) {
          const turns = p => {
            const all = [[p.r[0], [1, 0, 0]], [p.r[1], [0, 1, 0]], [p.r[2], [0, 0, 1]]];
            const length = p.axis ? Math.hypot(p.axis[1], p.axis[2], p.axis[3]) : 0;
            if (length > 0) all.push([p.axis[0], [p.axis[1] / length, p.axis[2] / length, p.axis[3] / length]]);
            return all.filter(turn => turn[0] !== 0);
          };
          const all = turns(a).map(turn => [turn, 1]).concat(turns(b).map(turn => [turn, -1]));
          if (all.length === 0) return true;
          const k = all[0][0][1];
          let apart = 0;
          for (const [[angle, v], side] of all) {
            const along = v[0] * k[0] + v[1] * k[1] + v[2] * k[2];
            if (!(Math.abs(Math.abs(along) - 1) < 1e-12)) return false;
            apart += side * angle * (along > 0 ? 1 : -1);
          }
          return Math.abs(apart) < Math.PI;
        }
        // A pose's scale and turn as Core Animation takes a matrix apart (DecomposedTransform): the rows' lengths
        // and a unit quaternion [x, y, z, w]; null for a flat one. Only for positive scales, so no mirror.
        function decomposed(p) {
          return decomposedLinear(composed({ s: p.s, r: p.r, axis: p.axis, t: [0, 0, 0], persp: null, list: null }));
        }
        // A matrix's linear part taken apart (DecomposedTransform): its rows' lengths and a unit quaternion; null for a flat one.
        function decomposedLinear(m) {
          const dot = (u, v) => u[0] * v[0] + u[1] * v[1] + u[2] * v[2];
          const minus = (u, k, v) => u.map((value, i) => value - k * v[i]);
          let r0 = m.slice(0, 3), r1 = m.slice(4, 7), r2 = m.slice(8, 11);
          const sx = Math.sqrt(dot(r0, r0));
          if (!(sx > 1e-12)) return null;
          r0 = r0.map(v => v / sx);
          r1 = minus(r1, dot(r0, r1), r0);
          const sy = Math.sqrt(dot(r1, r1));
          if (!(sy > 1e-12)) return null;
          r1 = r1.map(v => v / sy);
          r2 = minus(r2, dot(r0, r2), r0);
          r2 = minus(r2, dot(r1, r2), r1);
          const sz = Math.sqrt(dot(r2, r2));
          if (!(sz > 1e-12)) return null;
          r2 = r2.map(v => v / sz);
          const trace = r0[0] + r1[1] + r2[2];
          let q;
          if (trace > 0) {
            const s = 2 * Math.sqrt(1 + trace);
            q = [(r1[2] - r2[1]) / s, (r2[0] - r0[2]) / s, (r0[1] - r1[0]) / s, s / 4];
          } else if (r0[0] > r1[1] && r0[0] > r2[2]) {
            const s = 2 * Math.sqrt(1 + r0[0] - r1[1] - r2[2]);
            q = [s / 4, (r1[0] + r0[1]) / s, (r2[0] + r0[2]) / s, (r1[2] - r2[1]) / s];
          } else if (r1[1] > r2[2]) {
            const s = 2 * Math.sqrt(1 + r1[1] - r0[0] - r2[2]);
            q = [(r1[0] + r0[1]) / s, s / 4, (r2[1] + r1[2]) / s, (r2[0] - r0[2]) / s];
          } else {
            const s = 2 * Math.sqrt(1 + r2[2] - r0[0] - r1[1]);
            q = [(r2[0] + r0[2]) / s, (r2[1] + r1[2]) / s, s / 4, (r0[1] - r1[0]) / s];
          }
          return { s: [sx, sy], q: q };
        }
        // The scale and turn on the way from a's to b's at t, as Core Animation interpolates their matrix: the scale
        // mixed, the quaternion along the shorter arc; null where mixing the parts takes the same path
        // (FingerFollowing.turnedAsTheMatrix).
        function turnedAsTheMatrix(a, b, t) {
          if (a.list || b.list || !(a.s[0] > 0 && a.s[1] > 0 && b.s[0] > 0 && b.s[1] > 0) || anglesMix(a, b)) return null;
          const from = decomposed(a), to = decomposed(b);
          if (!from || !to) return null;
          let target = to.q, cosine = from.q.reduce((sum, value, i) => sum + value * target[i], 0);
          if (cosine < 0) { target = target.map(v => -v); cosine = -cosine; }
          let wa = 1 - t, wb = t;
          if (!(cosine > 1 - 1e-12)) {
            const theta = Math.acos(cosine);
            wa = Math.sin((1 - t) * theta) / Math.sin(theta);
            wb = Math.sin(t * theta) / Math.sin(theta);
          }
          const mixed = from.q.map((value, i) => wa * value + wb * target[i]);
          const norm = Math.hypot(...mixed);
          return { s: [mix(from.s[0], to.s[0], t), mix(from.s[1], to.s[1], t)], axis: angleAndAxis(mixed.map(v => v / norm)) };
        }
        // On its way from a to b: the anchor's place along x at fraction x, along y at y, everything else (the size
        // about it, the turn as its matrix) at rest (FingerFollowing.blend).
        function blend(a, b, x, y, rest) {
          const lerp = (u, v) => u.map((value, i) => mix(value, v[i], rest));
          const turned = turnedAsTheMatrix(a, b, rest);
          return { px: mix(a.px, b.px, x), py: mix(a.py, b.py, y), w: mix(a.w, b.w, rest), h: mix(a.h, b.h, rest),
                   ax: mix(a.ax, b.ax, rest), ay: mix(a.ay, b.ay, rest), opacity: mix(a.opacity, b.opacity, rest),
                   radius: mix(a.radius, b.radius, rest), t: [mix(a.t[0], b.t[0], x), mix(a.t[1], b.t[1], y), mix(a.t[2], b.t[2], rest)],
                   r: turned ? [0, 0, 0] : lerp(a.r, b.r), s: turned ? turned.s : lerp(a.s, b.s),
                   axis: turned ? turned.axis : mixedAxis(a.axis, b.axis, rest),
                   persp: a.persp !== null && b.persp !== null ? mix(a.persp, b.persp, rest) : b.persp, list: b.list };
        }
        const transcDrive = {
          // Travel along a gesture, and the progress the run makes from where it was caught (clamped to 0…1).
          dragged(g, tx, ty) { return tx * g.forward[0] + ty * g.forward[1]; },
          progress(g, tx, ty) { return Math.min(Math.max(run.caught + this.dragged(g, tx, ty) / g.distance, 0), 1); },
          // The gesture a finger moved by (tx, ty) begins, -1 for none: the first whose finger moves its way (either
          // sign for a pan either way) more than across it (InteractionSpec.begins(moving:)). A pinch goes no way.
          begun(tx, ty) {
            return lanes[0].gestures.findIndex(g => {
              const along = this.dragged(g, tx, ty), across = Math.abs(tx * g.forward[1] - ty * g.forward[0]);
              return (g.eitherWay ? Math.abs(along) : along) > across;
            });
          },
          // The transition as written, at its start, nothing begun.
          reset() { Object.assign(run, { lane: 0, gesture: null, time: 0, segment: null, caught: 0, finger: null, bases: null, flight: null }); },
          // No finger and nothing playing: the shown program stays where it is (the buttons take over).
          stop() { Object.assign(run, { segment: null, finger: null, bases: null, flight: null }); },
          // A touch at clock t. While a released run plays on (its timeline or its spring), the touch catches it: the
          // followed views where they show, the timeline at its progress then, and the same gesture drives on.
          // Otherwise nothing begins until the finger moves.
          press(t, x, y) {
            this.advance(t);
            const g = driving(), finger = { x0: x, y0: y, tx: 0, ty: 0, moves: [{ t: t, x: x, y: y }], decided: false, dead: false };
            if (g && run.segment) {
              const shown = this.poses(t);
              if (shown) run.bases = g.views.map((view, i) => {
                const pose = shown[i], caught = pose.list ? null : caughtPose(pose);
                const read = caught ? reading(caught, pose) : pose;
                return { pose: pose, caught: caught, resume: view.tracks.map(track => {
                  const value = shownValue(track, read);
                  return [value, fractionOf(value, track.start, track.end)];
                }) };
              });
              run.caught = duration > 0 ? run.time / duration : 0;
              run.segment = null; run.flight = null;
              finger.decided = true;
            }
            run.finger = finger;
          },
          // The finger moved to (x, y) at clock t. Its first motion decides which gesture it begins: none moves
          // nothing until the finger lifts. A begun gesture's progress scrubs the timeline.
          move(t, x, y) {
            const finger = run.finger;
            if (!finger) return;
            finger.tx = x - finger.x0; finger.ty = y - finger.y0;
            finger.moves.push({ t: t, x: x, y: y });
            // The velocity is read from the last tenth of a second of moves.
            while (finger.moves.length > 2 && t - finger.moves[0].t > 0.1) finger.moves.shift();
            if (!finger.decided) {
              if (finger.tx === 0 && finger.ty === 0) return;
              finger.decided = true;
              const index = this.begun(finger.tx, finger.ty);
              if (index < 0) { finger.dead = true; return; }
              // A pan either way moved against its direction runs the other neighbour's program, whose gesture it drives forwards.
              const chosen = lanes[0].gestures[index], lane = chosen.eitherWay && this.dragged(chosen, finger.tx, finger.ty) < 0 ? 1 : 0;
              Object.assign(run, { lane: lane, gesture: index, segment: null, caught: 0, flight: null, bases: startBases(lanes[lane].gestures[index]) });
            }
            if (!finger.dead) run.time = this.progress(driving(), finger.tx, finger.ty) * duration;
          },
          // Whether a finger drives the run now.
          dragging() { return run.finger !== null && run.finger.decided && !run.finger.dead; },
          // Points per second over the moves kept: a recognizer's velocity(in:).
          velocity() {
            const moves = run.finger.moves, first = moves[0], last = moves[moves.length - 1], dt = last.t - first.t;
            return dt > 0 ? [(last.x - first.x) / dt, (last.y - first.y) / dt] : [0, 0];
          },
          // The finger lets go at clock t moving at `velocity`: finish past the threshold, a flick by its direction.
          // The timeline plays the rest with the completion curve, and each followed view springs from where it
          // shows to the finish or the start. A cancelled touch goes back to the start with no velocity; a drag
          // that began nothing releases nothing (null).
          release(t, velocity, cancelled) {
            const dragging = this.dragging(), finger = run.finger;
            run.finger = null;
            if (!dragging) return null;
            const g = driving(), progress = this.progress(g, finger.tx, finger.ty), speed = this.dragged(g, velocity[0], velocity[1]);
            // TimelineRelease: a pan's flick decides first; else the progress the velocity projects, coasting as a scroll view does.
            const projected = progress + speed * coasting / g.distance;
            const finishing = !cancelled && (g.flick !== null && Math.abs(speed) >= g.flick ? speed > 0 : projected >= g.threshold);
            run.time = progress * duration;
            const target = finishing ? duration : 0, left = finishing ? 1 - progress : progress;
            // The rest is a critically damped spring leaving at the finger's speed over the distance left, sped up by
            // completionSpeed; a cancelled touch goes back at the file's pace with the ease-in-out completion curve.
            const handed = cancelled ? 0 : handoff(finishing ? speed : -speed, left * g.distance);
            const length = Math.abs(target - run.time) / Math.max(1, left * duration * Math.max(handed, 0) / 2);
            run.segment = { start: t, from: run.time, to: target, length: length, finishing: finishing,
                            spring: cancelled ? null : uiKitSpring(length, 1, handed) };
            if (g.views.length) {
              const dragged = this.dragged(g, finger.tx, finger.ty);
              run.flight = { at: t, flights: g.views.map((view, i) => {
                const to = finishing ? view.finish : view.start;
                const from = takingAnchor(posed(view, run.bases[i], finger.tx, finger.ty, dragged), to);
                const remainingX = (to.px + to.t[0]) - (from.px + from.t[0]), remainingY = (to.py + to.t[1]) - (from.py + from.t[1]);
                return { from: from, to: to, x: releaseSpring(g, handoff(velocity[0], remainingX)),
                         y: releaseSpring(g, handoff(velocity[1], remainingY)), rest: releaseSpring(g, 0) };
              }) };
              run.flight.settle = Math.max(...run.flight.flights.map(f => Math.max(settling(f.x), settling(f.y), settling(f.rest))));
            }
            if (run.segment.length === 0 && !run.flight) this.end(finishing);
            return { finishing: finishing, progress: progress };
          },
          end(completed) { Object.assign(run, { time: completed ? duration : 0, segment: null, bases: null, flight: null }); },
          // Moves the clock on to t: a released run's timeline follows the completion curve; the run is over once
          // both it and the spring are done.
          advance(t) {
            const s = run.segment;
            if (!s) return;
            const springing = run.flight !== null && t < run.flight.at + run.flight.settle;
            if (!(t < s.start + s.length)) {
              if (springing) run.time = s.to; else this.end(s.finishing);
              return;
            }
            const elapsed = Math.max(0, t - s.start), paced = s.spring ? springProgress(s.spring, elapsed) : easeInOut(elapsed / s.length);
            // A spring handed a fast finger may overshoot its end; the timeline has no time beyond it.
            run.time = Math.min(Math.max(s.from + (s.to - s.from) * paced, 0), duration);
          },
          // Each followed view's pose at clock t (advanced to): following the finger or springing; null when
          // the run has none (no followed views, nothing begun, or over).
          poses(t) {
            const g = driving();
            if (!g || !g.views.length || !run.bases) return null;
            if (this.dragging()) {
              const f = run.finger;
              return g.views.map((view, i) => posed(view, run.bases[i], f.tx, f.ty, this.dragged(g, f.tx, f.ty)));
            }
            const flight = run.flight;
            if (!flight) return null;
            const elapsed = Math.max(0, t - flight.at);
            return flight.flights.map(f => blend(f.from, f.to, springProgress(f.x, elapsed), springProgress(f.y, elapsed), springProgress(f.rest, elapsed)));
          },
          // A pose as the page draws a layer.
          drawn(p) {
            return { w: p.w, h: p.h, x: p.px - p.ax * p.w, y: p.py - p.ay * p.h, ax: p.ax, ay: p.ay, opacity: p.opacity,
                     radius: Math.max(0, p.radius), m: composed(p) };
          },
          // What the run shows at clock t, as numbers: the lane, the timeline's time, and each followed view's
          // drawn box, corner radius (as the pose has it: a spring may carry it below the 0 CSS draws) and matrix.
          reading(t) {
            this.advance(t);
            const shown = this.poses(t) || [];
            return [run.lane, run.time].concat(...shown.map(p => { const d = this.drawn(p); return [d.x, d.y, d.w, d.h, p.radius].concat(d.m); }));
          },
        };
        // A layer of the sampled frame, or its followed pose now.
        function followed(layer, t) {
          const poses = transcDrive.poses(t);
          if (!poses) return layer;
          const index = driving().views.findIndex(view => view.id === layer.id);
          return index < 0 ? layer : Object.assign({}, layer, transcDrive.drawn(poses[index]));
        }
        // The stage takes drags when a drag can begin a gesture (a pinch alone is begun by none).
        if (lanes[0].gestures.some(g => g.forward[0] !== 0 || g.forward[1] !== 0)) {
          const stage = document.getElementById("stage");
          stage.style.touchAction = "none";
          stage.style.cursor = "grab";
          let playing = null;
          const now = () => performance.now() / 1000;
          const draw = () => show(duration > 0 ? run.time / duration * \(HTMLWriter.samples) : 0);
          const play = () => {
            // The buttons stop the run (`stop`) and play the timeline themselves.
            if (!run.segment) return;
            transcDrive.advance(now());
            draw();
            if (run.segment) playing = requestAnimationFrame(play);
          };
          stage.addEventListener("pointerdown", event => {
            cancelAnimationFrame(animation); cancelAnimationFrame(playing);
            // Moves outside the stage still drive the drag; a pointer the browser does not know (a synthetic one) cannot be captured.
            try { stage.setPointerCapture(event.pointerId); } catch (error) {}
            transcDrive.press(now(), event.clientX, event.clientY);
            if (transcDrive.dragging()) draw();
          });
          stage.addEventListener("pointermove", event => {
            if (!run.finger) return;
            transcDrive.move(now(), event.clientX, event.clientY);
            if (transcDrive.dragging()) draw();
          });
          const letGo = event => {
            if (!run.finger) return;
            const cancelled = event.type === "pointercancel";
            if (transcDrive.release(now(), cancelled || !transcDrive.dragging() ? [0, 0] : transcDrive.velocity(), cancelled)) playing = requestAnimationFrame(play);
          };
          stage.addEventListener("pointerup", letGo);
          stage.addEventListener("pointercancel", letGo);
        }

        """
}
