import TransIR
import TransRuntime

/// The HTML page's finger-following: when the page's gesture (the operation's first) has views
/// that follow the finger, the page can be dragged with the mouse or a finger (pointer events)
/// and lets go with a spring, as `TransitionDriver` does. The script is the driver's formulas
/// written again in JavaScript from docs/language.md: the followed pose (`FingerFollowing`), the
/// finish decision (flick, then threshold), the velocity handoff (`ReleaseSpring.initialVelocity`:
/// finger velocity over the distance left, per axis) and UIKit's spring (`DampedSpring.uiKit`).
enum FollowScript {
    /// The data the script reads (`const follow = …`): `null` when the page's gesture follows nothing.
    static func data(_ scene: PreparedScene) -> String {
        guard let gesture = scene.gestures.first, !gesture.follows.isEmpty else { return "null" }
        let (start, finish) = (scene.state(at: 0), scene.state(at: scene.duration))
        let interaction = gesture.interaction
        let views = gesture.follows.map { view -> String in
            let tracks = view.tracks.map { track -> String in
                "{\"part\":\"\(part(track.property))\",\"start\":\(numbers(track.start, track.property)),\"end\":\(numbers(track.end, track.property)),\"over\":\(n(track.over))}"
            }
            return "{\"id\":\"\(HTMLWriter.escape(start.layers[view.layer].id))\",\"tracks\":[\(tracks.joined(separator: ","))],"
                + "\"start\":\(pose(LayerPose(start.layers[view.layer]))),\"finish\":\(pose(LayerPose(finish.layers[view.layer])))}"
        }
        let forward = interaction.forward
        return "{\"distance\":\(n(gesture.distance)),\"forward\":[\(n(forward.x)),\(n(forward.y))],\"threshold\":\(n(interaction.threshold)),"
            + "\"flick\":\(interaction.flickVelocity.map(n) ?? "null"),\"damping\":\(n(interaction.release.dampingRatio)),"
            + "\"springDuration\":\(n(interaction.release.duration)),\"views\":[\(views.joined(separator: ","))]}"
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

    /// The script: `followed(layer, t)` gives a followed view's pose at clock `t` (seconds) for
    /// `show`, and `transcFollow` holds the steps the pointer handlers take, for tests to call.
    static let script = """
        // Finger-following, as TransitionDriver does it (docs/language.md, "Following the finger").
        // Where each followed view follows from (its start, or where a touch caught it) with, per track, the
        // value it showed and the fraction of its change that stands at; the progress a touch caught the timeline at.
        const followRun = { finger: null, flight: null, caught: 0, bases: null };
        function startBases() { return follow.views.map(view => ({ pose: view.start, resume: view.tracks.map(track => [track.start, 0]) })); }
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
        // A followed view while the finger is down: where it follows from moved by the finger, each track
        // moved on from where it stood by the distance dragged.
        function posed(view, base, tx, ty, dragged) {
          const p = JSON.parse(JSON.stringify(base.pose));
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
          return p;
        }
        // On its way from a to b: along x at fraction x, along y at y, everything else at rest (FingerFollowing.blend).
        function blend(a, b, x, y, rest) {
          const lerp = (u, v) => u.map((value, i) => mix(value, v[i], rest));
          return { px: mix(a.px, b.px, x), py: mix(a.py, b.py, y), w: mix(a.w, b.w, rest), h: mix(a.h, b.h, rest),
                   ax: mix(a.ax, b.ax, rest), ay: mix(a.ay, b.ay, rest), opacity: mix(a.opacity, b.opacity, rest),
                   radius: mix(a.radius, b.radius, rest), t: [mix(a.t[0], b.t[0], x), mix(a.t[1], b.t[1], y), mix(a.t[2], b.t[2], rest)],
                   r: lerp(a.r, b.r), s: lerp(a.s, b.s),
                   axis: a.axis && b.axis && a.axis[1] === b.axis[1] && a.axis[2] === b.axis[2] && a.axis[3] === b.axis[3]
                     ? [mix(a.axis[0], b.axis[0], rest), b.axis[1], b.axis[2], b.axis[3]] : b.axis,
                   persp: a.persp !== null && b.persp !== null ? mix(a.persp, b.persp, rest) : b.persp, list: b.list };
        }
        const transcFollow = {
          // Travel along the gesture, and the progress it makes (clamped to 0…1).
          dragged(tx, ty) { return tx * follow.forward[0] + ty * follow.forward[1]; },
          progress(tx, ty) { return Math.min(Math.max(followRun.caught + this.dragged(tx, ty) / follow.distance, 0), 1); },
          // A touch: while the views spring it catches them where they show, and the timeline at `caught`
          // (its progress then); otherwise a run starts afresh.
          press(t, x, y, caught) {
            const shown = followRun.flight ? this.poses(t) : null;
            if (shown) {
              followRun.bases = follow.views.map((view, i) => ({ pose: shown[i], resume: view.tracks.map(track => {
                const value = shownValue(track, shown[i]);
                return [value, fractionOf(value, track.start, track.end)];
              }) }));
              followRun.caught = caught;
            } else {
              followRun.bases = startBases();
              followRun.caught = 0;
            }
            followRun.finger = { x0: x, y0: y, tx: 0, ty: 0, moves: [{ t: t, x: x, y: y }] };
            followRun.flight = null;
          },
          move(t, x, y) {
            const finger = followRun.finger;
            finger.tx = x - finger.x0; finger.ty = y - finger.y0;
            finger.moves.push({ t: t, x: x, y: y });
            // The velocity is read from the last tenth of a second of moves.
            while (finger.moves.length > 2 && t - finger.moves[0].t > 0.1) finger.moves.shift();
            return this.progress(finger.tx, finger.ty);
          },
          // Points per second over the moves kept: a recognizer's velocity(in:).
          velocity() {
            const moves = followRun.finger.moves, first = moves[0], last = moves[moves.length - 1], dt = last.t - first.t;
            return dt > 0 ? [(last.x - first.x) / dt, (last.y - first.y) / dt] : [0, 0];
          },
          // The finger lets go at clock t moving at `velocity`: finish past the threshold, a flick by its
          // direction; each view springs from where it shows to the finish or the start.
          // A cancelled gesture goes back to the start with no velocity.
          release(t, velocity, cancelled) {
            const finger = followRun.finger, progress = this.progress(finger.tx, finger.ty);
            const speed = this.dragged(velocity[0], velocity[1]);
            const finishing = !cancelled && (follow.flick !== null && Math.abs(speed) >= follow.flick ? speed > 0 : progress >= follow.threshold);
            const flights = follow.views.map((view, i) => {
              const from = posed(view, followRun.bases[i], finger.tx, finger.ty, this.dragged(finger.tx, finger.ty));
              const to = finishing ? view.finish : view.start;
              // UIKit's initialVelocity: the finger's velocity over the distance left, per axis (ReleaseSpring.initialVelocity).
              const handoff = (v, remaining) => Math.abs(remaining) > 1e-9 ? v / remaining : 0;
              const remainingX = (to.px + to.t[0]) - (from.px + from.t[0]), remainingY = (to.py + to.t[1]) - (from.py + from.t[1]);
              return { from: from, to: to, x: uiKitSpring(follow.springDuration, follow.damping, handoff(velocity[0], remainingX)),
                       y: uiKitSpring(follow.springDuration, follow.damping, handoff(velocity[1], remainingY)),
                       rest: uiKitSpring(follow.springDuration, follow.damping, 0) };
            });
            followRun.finger = null;
            followRun.flight = { at: t, flights: flights };
            return { finishing: finishing, progress: progress };
          },
          // Each followed view's pose at clock t; null once no finger and no spring moves them.
          poses(t) {
            if (followRun.finger) {
              const f = followRun.finger;
              return follow.views.map((view, i) => posed(view, followRun.bases[i], f.tx, f.ty, this.dragged(f.tx, f.ty)));
            }
            const flight = followRun.flight;
            if (!flight) return null;
            const elapsed = Math.max(0, t - flight.at);
            if (elapsed >= follow.springDuration) { followRun.flight = null; return null; }
            return flight.flights.map(f => blend(f.from, f.to, springProgress(f.x, elapsed), springProgress(f.y, elapsed), springProgress(f.rest, elapsed)));
          },
          // A pose as the page draws a layer.
          drawn(p) {
            return { w: p.w, h: p.h, x: p.px - p.ax * p.w, y: p.py - p.ay * p.h, ax: p.ax, ay: p.ay, opacity: p.opacity,
                     radius: Math.max(0, p.radius), m: composed(p) };
          },
        };
        // A layer of the sampled frame, or its followed pose now.
        function followed(layer, t) {
          if (!follow) return layer;
          const poses = transcFollow.poses(t);
          const index = follow.views.findIndex(view => view.id === layer.id);
          if (!poses || index < 0) return layer;
          return Object.assign({}, layer, transcFollow.drawn(poses[index]));
        }
        if (follow) {
          const stage = document.getElementById("stage");
          stage.style.touchAction = "none";
          stage.style.cursor = "grab";
          let following = null;
          const now = () => performance.now() / 1000;
          const fly = () => {
            show(shownIndex);
            if (followRun.flight) following = requestAnimationFrame(fly);
          };
          stage.addEventListener("pointerdown", event => {
            cancelAnimationFrame(animation); cancelAnimationFrame(following);
            // Moves outside the stage still drive the drag; a pointer the browser does not know (a synthetic one) cannot be captured.
            try { stage.setPointerCapture(event.pointerId); } catch (error) {}
            // A touch while the views fly catches them, and the timeline where it shows.
            transcFollow.press(now(), event.clientX, event.clientY, shownIndex / \(HTMLWriter.samples));
            show(followRun.caught * \(HTMLWriter.samples));
          });
          stage.addEventListener("pointermove", event => {
            if (!followRun.finger) return;
            show(transcFollow.move(now(), event.clientX, event.clientY) * \(HTMLWriter.samples));
          });
          const letGo = event => {
            if (!followRun.finger) return;
            const cancelled = event.type === "pointercancel";
            const decision = transcFollow.release(now(), cancelled ? [0, 0] : transcFollow.velocity(), cancelled);
            settle(decision.finishing ? \(HTMLWriter.samples) : 0);
            following = requestAnimationFrame(fly);
          };
          stage.addEventListener("pointerup", letGo);
          stage.addEventListener("pointercancel", letGo);
        }

        """
}
