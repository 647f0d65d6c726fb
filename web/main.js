// Runs the portable scenario (the engine built as Embedded Swift for wasm32) in a canvas: a
// fixed-step loop at 60 ticks a second, boxes drawn presented between ticks. URL parameters:
// seed, boxes, ticks (the scripted run whose hash the page shows, as scenario-hash prints it),
// press=X,Y (a press there when the field starts) and bench=1 (ticks per second of the scripted
// run with 10,000 boxes; with report=1 also posted back to the server).
const params = new URLSearchParams(location.search);
const whole = (name, fallback) => {
  const text = params.get(name);
  return text !== null && /^[0-9]+$/.test(text) ? text : fallback;
};
const seed = BigInt(whole("seed", "1"));
const boxes = Number(whole("boxes", "300"));
const ticks = Number(whole("ticks", "600"));
const width = 640, height = 400, tickSeconds = 1 / 60;

let memory;
// The WASI calls the module imports: standard output to the console, randomness (Swift's
// hashing seeds) from the browser; files do not exist here.
const wasi = {
  fd_write(fd, iovs, count, written) {
    const view = new DataView(memory.buffer);
    let total = 0, text = "";
    for (let index = 0; index < count; index++) {
      const base = view.getUint32(iovs + 8 * index, true), length = view.getUint32(iovs + 8 * index + 4, true);
      text += new TextDecoder().decode(new Uint8Array(memory.buffer, base, length));
      total += length;
    }
    console.log(text);
    view.setUint32(written, total, true);
    return 0;
  },
  fd_close: () => 0,
  fd_seek: () => 70,  // ESPIPE
  random_get(buffer, length) {
    crypto.getRandomValues(new Uint8Array(memory.buffer, buffer, length));
    return 0;
  },
};

const { instance } = await WebAssembly.instantiateStreaming(fetch("transitionable.wasm"), {
  wasi_snapshot_preview1: wasi,
});
const engine = instance.exports;
memory = engine.memory;
engine._initialize();

const hex = (value) => "0x" + BigInt.asUintN(64, value).toString(16);
const hash = engine.scenario_scripted_hash(seed, boxes, ticks);
document.getElementById("hash").textContent = `seed ${seed} boxes ${boxes} ticks ${ticks} hash ${hex(hash)}`;

if (params.get("bench") === "1") {
  const benchBoxes = 10000, benchTicks = 600;
  const start = performance.now();
  const benchHash = engine.scenario_scripted_hash(1n, benchBoxes, benchTicks);
  const seconds = (performance.now() - start) / 1000;
  const line = `chromium ticks/s ${benchBoxes} boxes: ${(benchTicks / seconds).toFixed(1)} (hash ${hex(benchHash)})`;
  document.getElementById("bench").textContent = line;
  // For scripts/web --bench, which serves the page: the figure back to the server.
  if (params.get("report") === "1") fetch("result", { method: "POST", body: line });
}

// The interactive field.
engine.scenario_start(seed, boxes, width, height);
const capacity = engine.scenario_box_count();
const buffer = engine.malloc(Math.max(1, capacity) * 8 * 4);
const press = /^([0-9.]+),([0-9.]+)$/.exec(params.get("press") ?? "");
if (press) engine.scenario_press(Number(press[1]), Number(press[2]));
const canvas = document.getElementById("field");
const context = canvas.getContext("2d");
let paused = false, last = null, pending = 0;

canvas.addEventListener("click", (event) => {
  const bounds = canvas.getBoundingClientRect();
  engine.scenario_press((event.clientX - bounds.left) * width / bounds.width,
    (event.clientY - bounds.top) * height / bounds.height);
});
addEventListener("keydown", (event) => {
  if (event.key === "r") engine.scenario_key(114);
  if (event.key === " ") { paused = !paused; event.preventDefault(); }
});

const channel = (value) => Math.round(Math.min(Math.max(value, 0), 1) * 255);
function frame(now) {
  if (last !== null && !paused) pending = Math.min(pending + (now - last) / 1000, 0.25);
  last = now;
  while (pending >= tickSeconds) {
    engine.scenario_advance(1);
    pending -= tickSeconds;
  }
  const count = engine.scenario_write_boxes(buffer, capacity, pending / tickSeconds);
  const values = new Float32Array(memory.buffer, buffer, count * 8);
  context.clearRect(0, 0, width, height);
  for (let index = 0; index < count; index++) {
    const at = index * 8;
    context.fillStyle = `rgba(${channel(values[at + 4])}, ${channel(values[at + 5])}, ${channel(values[at + 6])}, ${values[at + 7]})`;
    context.fillRect(values[at], values[at + 1], values[at + 2], values[at + 3]);
  }
  document.getElementById("status").textContent =
    `tick ${engine.scenario_tick()}  ·  ${count} boxes  ·  state hash ${hex(engine.scenario_hash())}${paused ? "  ·  paused" : ""}`;
  requestAnimationFrame(frame);
}
requestAnimationFrame(frame);
