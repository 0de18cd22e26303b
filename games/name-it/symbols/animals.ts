// 57 animals drawn from a few shapes each: faces for the mammals and birds children know best,
// whole bodies where the outline is what makes the animal (snail, crab, whale).
import {
  circle,
  dot,
  ellipse,
  eyes,
  INK,
  line,
  mirrored,
  polygon,
  rect,
  scallop,
  shape,
  tube,
  type SymbolArt,
} from "./draw";

const W = "#ffffff";
const PINK = "#f28b9a";
const whiskers = line("M18 60 H36 M18 68 L36 64 M82 60 H64 M82 68 L64 64", 2);

const peacockFan = Array.from({ length: 7 }, (_, i) => {
  const angle = -160 + i * (140 / 6);
  const rad = (angle * Math.PI) / 180;
  const x = Math.round(50 + 26 * Math.cos(rad));
  const y = Math.round(58 + 26 * Math.sin(rad));
  return (
    ellipse(x, y, 9, 17, "#2e9e8f", angle + 90) +
    dot(x + Math.round(8 * Math.cos(rad)), y + Math.round(8 * Math.sin(rad)), 4, "#2f6db3")
  );
}).join("");

export const animals: SymbolArt[] = [
  {
    name: "cat",
    art:
      mirrored(shape("M24 42 L28 12 L46 30 Z", "#f4a340")) +
      circle(50, 54, 30, "#f4a340") +
      eyes(50, 10) +
      shape("M46 60 H54 L50 65 Z", PINK) +
      whiskers,
  },
  {
    name: "dog",
    art:
      circle(50, 50, 28, "#c8894d") +
      ellipse(24, 54, 9, 20, "#7a4a26", 15) +
      ellipse(76, 54, 9, 20, "#7a4a26", -15) +
      ellipse(50, 64, 14, 10, "#f1d3ad") +
      ellipse(50, 58, 6, 4.5, INK) +
      eyes(44, 9) +
      line("M50 62 V67 M44 70 Q50 74 56 70"),
  },
  {
    name: "rabbit",
    art:
      mirrored(ellipse(38, 24, 7, 20, "#e9e4f0") + ellipse(38, 26, 3, 12, "#f7b8c8")) +
      circle(50, 60, 26, "#e9e4f0") +
      eyes(56, 9, 3.5) +
      dot(50, 64, 3.5, PINK) +
      rect(45, 68, 10, 9, 2, W) +
      line("M50 68 V77", 2),
  },
  {
    name: "bear",
    art:
      mirrored(circle(28, 30, 10, "#8b5a2b")) +
      circle(50, 54, 30, "#8b5a2b") +
      ellipse(50, 64, 13, 10, "#e8c39e") +
      ellipse(50, 59, 5, 3.5, INK) +
      eyes(46, 10) +
      line("M50 62 V67"),
  },
  {
    name: "mouse",
    art:
      mirrored(circle(24, 32, 16, "#b9b9c3") + dot(24, 32, 9, "#f7b8c8")) +
      ellipse(50, 58, 24, 22, "#b9b9c3") +
      eyes(52, 8, 3.5) +
      dot(50, 66, 4, PINK) +
      whiskers,
  },
  {
    name: "pig",
    art:
      mirrored(shape("M28 34 L24 14 L44 26 Z", "#f4a7b9")) +
      circle(50, 54, 30, "#f4a7b9") +
      ellipse(50, 62, 12, 9, PINK) +
      dot(45, 62, 2.5) +
      dot(55, 62, 2.5) +
      eyes(44, 10, 3.5),
  },
  {
    name: "panda",
    art:
      mirrored(circle(26, 28, 10, "#2b2b2b")) +
      circle(50, 54, 30, W) +
      ellipse(38, 50, 7, 9, "#2b2b2b", 20) +
      ellipse(62, 50, 7, 9, "#2b2b2b", -20) +
      dot(39, 49, 2.5, W) +
      dot(61, 49, 2.5, W) +
      ellipse(50, 62, 4, 3, INK) +
      line("M50 65 V68 M45 70 Q50 73 55 70"),
  },
  {
    name: "fox",
    art:
      mirrored(shape("M22 42 L26 10 L46 30 Z", "#e8782f")) +
      shape("M16 40 Q50 22 84 40 Q76 66 50 88 Q24 66 16 40 Z", "#e8782f") +
      shape("M24 52 Q50 62 76 52 Q66 74 50 88 Q34 74 24 52 Z", W) +
      dot(50, 84, 4) +
      eyes(44, 12, 3.5),
  },
  {
    name: "lion",
    art:
      shape(scallop(50, 52, 36, 12, 10), "#c46a1c") +
      circle(50, 52, 24, "#f2b33d") +
      eyes(46, 9, 3.5) +
      ellipse(50, 60, 10, 7, "#fbe3a8") +
      shape("M46 55 H54 L50 60 Z", INK) +
      line("M50 60 V64"),
  },
  {
    name: "tiger",
    art:
      mirrored(circle(28, 28, 9, "#f08a24")) +
      circle(50, 54, 30, "#f08a24") +
      line(
        "M50 26 V36 M40 27 L43 35 M60 27 L57 35 M21 52 H31 M22 60 L32 58 M79 52 H69 M78 60 L68 58",
        3.5,
      ) +
      ellipse(50, 64, 12, 9, W) +
      ellipse(50, 59, 4.5, 3, INK) +
      eyes(46, 10),
  },
  {
    name: "koala",
    art:
      mirrored(circle(22, 38, 15, "#9aa0a6") + dot(22, 38, 8, "#e6e6e6")) +
      circle(50, 54, 28, "#9aa0a6") +
      ellipse(50, 60, 7, 10, "#2b2b2b") +
      eyes(46, 13, 3.5),
  },
  {
    name: "monkey",
    art:
      mirrored(circle(20, 52, 10, "#8b5a2b") + dot(20, 52, 5, "#f1d3ad")) +
      circle(50, 50, 28, "#8b5a2b") +
      shape(
        "M50 40 C40 28 24 40 30 56 C34 70 44 76 50 76 C56 76 66 70 70 56 C76 40 60 28 50 40 Z",
        "#f1d3ad",
      ) +
      eyes(48, 8, 3.5) +
      dot(47, 60, 1.8) +
      dot(53, 60, 1.8) +
      line("M42 67 Q50 72 58 67"),
  },
  {
    name: "cow",
    art:
      mirrored(shape("M28 30 Q16 20 22 10 Q28 22 36 26 Z", "#f1e2c6") + ellipse(20, 42, 9, 5, W)) +
      circle(50, 50, 27, W) +
      shape("M30 36 Q40 28 46 38 Q40 48 30 44 Z", "#2b2b2b") +
      ellipse(50, 70, 18, 11, "#f4a7b9") +
      dot(43, 70, 3) +
      dot(57, 70, 3) +
      eyes(46, 10, 3.5),
  },
  {
    name: "frog",
    art:
      mirrored(circle(34, 32, 11, "#5cb85c") + dot(34, 32, 6, W) + dot(34, 32, 3)) +
      ellipse(50, 60, 34, 24, "#5cb85c") +
      line("M28 64 Q50 80 72 64") +
      dot(46, 54, 1.8) +
      dot(54, 54, 1.8),
  },
  {
    name: "owl",
    art:
      mirrored(shape("M24 28 L28 10 L40 24 Z", "#9c6b3f")) +
      ellipse(50, 54, 30, 36, "#9c6b3f") +
      mirrored(circle(38, 44, 11, W) + dot(38, 44, 5)) +
      shape("M46 54 H54 L50 64 Z", "#f2b33d") +
      line("M38 74 L42 78 L46 74 M54 74 L58 78 L62 74", 2.5),
  },
  {
    name: "chick",
    art:
      circle(50, 56, 30, "#ffd93b") +
      line("M46 26 Q46 16 52 22 Q56 14 58 26") +
      eyes(50, 9, 3.5) +
      shape("M44 58 H56 L50 66 Z", "#f08a24") +
      line("M24 62 Q28 70 34 68 M76 62 Q72 70 66 68"),
  },
  {
    name: "penguin",
    art:
      ellipse(50, 54, 30, 36, "#2b2b2b") +
      shape(
        "M50 36 C40 26 26 34 30 50 C32 66 42 74 50 74 C58 74 68 66 70 50 C74 34 60 26 50 36 Z",
        W,
      ) +
      eyes(48, 8, 3.5) +
      shape("M44 55 H56 L50 63 Z", "#f08a24"),
  },
  {
    name: "sheep",
    art:
      shape(scallop(50, 50, 36, 12, 9), "#f4f4f4") +
      mirrored(ellipse(31, 48, 8, 4, "#3d3d3d", 20)) +
      ellipse(50, 56, 14, 18, "#3d3d3d") +
      dot(45, 52, 3, W) +
      dot(55, 52, 3, W) +
      dot(47, 66, 1.5, W) +
      dot(53, 66, 1.5, W),
  },
  {
    name: "raccoon",
    art:
      mirrored(shape("M26 38 L26 14 L44 28 Z", "#9aa0a6")) +
      circle(50, 54, 30, "#9aa0a6") +
      shape("M20 48 Q30 38 50 46 Q70 38 80 48 Q70 60 50 54 Q30 60 20 48 Z", "#2b2b2b") +
      dot(38, 49, 3.5, W) +
      dot(62, 49, 3.5, W) +
      ellipse(50, 67, 10, 8, W) +
      dot(50, 63, 3.5),
  },
  {
    name: "elephant",
    art:
      mirrored(ellipse(22, 46, 16, 22, "#a7b0ba")) +
      circle(50, 44, 24, "#a7b0ba") +
      shape("M43 56 Q40 80 52 90 Q60 92 60 85 Q52 80 57 56 Z", "#a7b0ba") +
      eyes(40, 10, 3.5) +
      mirrored(shape("M36 58 Q32 70 40 72 Z", W)),
  },
  {
    name: "hippo",
    art:
      mirrored(circle(32, 24, 6, "#8e7cc3")) +
      ellipse(50, 40, 24, 18, "#8e7cc3") +
      ellipse(50, 64, 32, 20, "#8e7cc3") +
      mirrored(ellipse(40, 60, 3, 4.5, INK)) +
      eyes(36, 10, 3.5) +
      line("M34 74 Q50 80 66 74"),
  },
  {
    name: "giraffe",
    art:
      line("M41 26 V12 M59 26 V12", 4, "#8b5a2b") +
      dot(41, 11, 4.5, "#8b5a2b") +
      dot(59, 11, 4.5, "#8b5a2b") +
      mirrored(ellipse(27, 36, 9, 5, "#f2c14e", 20)) +
      ellipse(50, 52, 20, 28, "#f2c14e") +
      dot(40, 36, 4, "#b5651d") +
      dot(60, 40, 3.5, "#b5651d") +
      dot(52, 30, 3, "#b5651d") +
      ellipse(50, 72, 14, 10, "#e8b04a") +
      dot(46, 72, 2) +
      dot(54, 72, 2) +
      eyes(50, 8, 3.5),
  },
  {
    name: "zebra",
    art:
      mirrored(shape("M34 30 L30 10 L44 24 Z", W)) +
      ellipse(50, 52, 21, 30, W) +
      line("M33 40 H44 M31 49 H41 M67 40 H56 M69 49 H59 M43 24 L50 32 L57 24", 4) +
      ellipse(50, 74, 14, 9, "#2b2b2b") +
      eyes(60, 9, 3),
  },
  {
    name: "horse",
    art:
      mirrored(shape("M38 26 L36 10 L46 22 Z", "#a0522d")) +
      ellipse(50, 52, 19, 32, "#a0522d") +
      line("M50 20 Q36 26 34 46", 7, "#4a2410") +
      ellipse(50, 76, 14, 9, "#7a3b1d") +
      dot(45, 76, 2) +
      dot(55, 76, 2) +
      eyes(46, 10, 3.5),
  },
  {
    name: "deer",
    art:
      line("M38 30 L28 12 M33 21 L22 19 M62 30 L72 12 M67 21 L78 19", 4, "#7a4a26") +
      mirrored(ellipse(28, 40, 10, 5, "#c68642", 25)) +
      ellipse(50, 54, 20, 27, "#c68642") +
      ellipse(50, 72, 10, 8, "#f1d3ad") +
      dot(50, 68, 3.5) +
      eyes(48, 9, 3.5),
  },
  {
    name: "rhino",
    art:
      mirrored(shape("M30 34 L30 22 L40 30 Z", "#8d99a6")) +
      ellipse(50, 56, 32, 26, "#8d99a6") +
      shape("M44 72 L54 34 L62 70 Z", "#e8e2d0") +
      shape("M30 62 L34 50 L38 62 Z", "#e8e2d0") +
      eyes(50, 18, 3.5),
  },
  {
    name: "bee",
    art:
      mirrored(ellipse(38, 30, 11, 15, "#dff0fd", -15)) +
      ellipse(50, 58, 24, 18, "#ffd93b") +
      line("M42 42 V74 M56 42 V74", 5) +
      shape("M74 56 L86 58 L74 62 Z", INK) +
      dot(32, 54, 3) +
      line("M30 44 Q24 34 18 34"),
  },
  {
    name: "ladybug",
    art:
      line("M44 16 L38 8 M56 16 L62 8") +
      circle(50, 22, 10, INK) +
      circle(50, 56, 32, "#e23b3b") +
      line("M50 24 V88") +
      dot(38, 44, 5) +
      dot(62, 44, 5) +
      dot(36, 66, 5) +
      dot(64, 66, 5) +
      dot(44, 80, 3.5) +
      dot(56, 80, 3.5),
  },
  {
    name: "butterfly",
    art:
      mirrored(ellipse(32, 36, 18, 15, "#9b6cd6", -20) + ellipse(35, 66, 12, 14, "#f28bb8", 20)) +
      ellipse(50, 54, 4.5, 26, INK) +
      line("M48 30 Q44 18 38 14 M52 30 Q56 18 62 14"),
  },
  {
    name: "spider",
    art:
      mirrored(line("M40 52 L22 36 L16 44 M38 58 L16 56 M40 62 L22 72 L18 82 M44 68 L34 84")) +
      circle(50, 58, 16, "#3d3d3d") +
      circle(50, 38, 9, "#3d3d3d") +
      dot(46, 37, 2, W) +
      dot(54, 37, 2, W),
  },
  {
    name: "snail",
    art:
      shape("M12 78 Q14 64 28 64 L82 72 Q88 80 78 82 H20 Q10 82 12 78 Z", "#9ccf6a") +
      line("M22 64 L16 46 M28 64 L28 46") +
      dot(16, 45, 3) +
      dot(28, 45, 3) +
      circle(58, 52, 22, "#d48a3c") +
      line("M58 52 m0 -4 a4 4 0 1 1 -4 4 a8 8 0 0 1 8 -8 a12 12 0 0 1 12 12 a16 16 0 0 1 -16 16"),
  },
  {
    name: "fish",
    art:
      shape("M70 50 L90 34 L90 66 Z", "#f08a24") +
      ellipse(46, 50, 32, 21, "#f08a24") +
      line("M36 38 Q44 50 36 62") +
      dot(26, 46, 5, W) +
      dot(26, 46, 2.5) +
      line("M48 30 Q58 22 64 32"),
  },
  {
    name: "whale",
    art:
      shape(
        "M12 56 Q14 34 40 34 Q64 34 74 52 L88 40 Q86 54 90 66 L76 62 Q64 76 38 76 Q14 76 12 56 Z",
        "#4a90d9",
      ) +
      line("M16 62 Q40 72 66 64") +
      dot(28, 50, 3) +
      line("M38 28 Q36 18 30 16 M38 28 Q40 18 46 16 M38 28 V14", 3, "#0271b8"),
  },
  {
    name: "octopus",
    art:
      line(
        "M32 54 Q22 72 30 86 M42 58 Q38 76 44 90 M58 58 Q62 76 56 90 M68 54 Q78 72 70 86",
        8,
        "#c26fd1",
      ) +
      ellipse(50, 40, 26, 26, "#c26fd1") +
      eyes(38, 9) +
      line("M43 50 Q50 55 57 50"),
  },
  {
    name: "crab",
    art:
      line(
        "M30 64 L14 72 M32 70 L20 84 M70 64 L86 72 M68 70 L80 84 M34 54 L22 38 M66 54 L78 38",
        3.5,
      ) +
      mirrored(shape("M22 20 Q8 26 14 40 Q24 44 30 36 L22 32 Z", "#e2553b")) +
      ellipse(50, 60, 26, 18, "#e2553b") +
      line("M44 44 V32 M56 44 V32") +
      dot(44, 30, 4) +
      dot(56, 30, 4),
  },
  {
    name: "turtle",
    art:
      ellipse(28, 74, 7, 9, "#7cbf5a") +
      ellipse(72, 74, 7, 9, "#7cbf5a") +
      ellipse(26, 40, 7, 9, "#7cbf5a") +
      ellipse(74, 40, 7, 9, "#7cbf5a") +
      circle(50, 20, 10, "#7cbf5a") +
      dot(46, 18, 2) +
      dot(54, 18, 2) +
      ellipse(50, 56, 28, 26, "#3f8f3f") +
      line(
        "M50 44 L60 51 L56 63 H44 L40 51 Z M50 30 V44 M60 51 L76 48 M56 63 L66 76 M44 63 L34 76 M40 51 L24 48",
        2.5,
      ),
  },
  {
    name: "snake",
    art:
      tube("M18 82 Q42 64 30 48 Q18 30 44 24 Q68 20 72 38", 11, "#5cb85c") +
      circle(74, 42, 9, "#5cb85c") +
      dot(77, 39, 2.5) +
      line("M82 48 L88 52 M88 52 L92 50 M88 52 L91 56", 2, "#e23b3b"),
  },
  {
    name: "jellyfish",
    art:
      line(
        "M28 50 Q22 62 30 72 Q36 80 28 88 M42 52 Q38 64 44 74 Q48 82 42 90 M58 52 Q62 64 56 74 Q52 82 58 90 M72 50 Q78 62 70 72 Q64 80 72 88",
        3.5,
        "#c2477a",
      ) +
      shape("M18 52 Q18 16 50 16 Q82 16 82 52 Z", "#f6a5c0") +
      eyes(36, 10, 3.5),
  },
  {
    name: "worm",
    art:
      tube("M14 70 Q30 38 46 60 Q62 82 78 50", 13, "#f7a8b0") +
      line("M30 48 L36 56 M58 70 L62 62", 2) +
      dot(80, 47, 2.5),
  },
  {
    name: "ant",
    art:
      line("M44 62 L34 80 M50 62 L50 82 M56 62 L66 80 M20 44 Q14 30 22 24 M26 42 Q28 28 36 24") +
      circle(24, 50, 10, "#3d3d3d") +
      circle(45, 56, 8, "#3d3d3d") +
      ellipse(70, 58, 17, 13, "#3d3d3d") +
      dot(21, 48, 2, W),
  },
  {
    name: "bird",
    art:
      shape("M22 56 L8 46 L10 64 Z", "#2f6db3") +
      circle(48, 54, 26, "#4a90d9") +
      shape("M36 56 Q48 74 66 60 Q52 52 36 56 Z", "#2f6db3") +
      shape("M72 46 L88 50 L72 56 Z", "#f2b33d") +
      dot(60, 46, 3.5) +
      line("M44 80 V88 M54 80 V88", 2.5),
  },
  {
    name: "duck",
    art:
      shape("M80 62 L90 52 L88 68 Z", "#ffd93b") +
      ellipse(54, 66, 30, 16, "#ffd93b") +
      circle(38, 40, 15, "#ffd93b") +
      shape("M24 38 Q10 38 10 44 Q12 50 26 48 Z", "#f08a24") +
      dot(38, 36, 3) +
      line("M50 62 Q62 72 74 62"),
  },
  {
    name: "bat",
    art:
      shape(
        "M50 44 Q36 30 12 34 Q18 42 14 52 Q22 48 27 56 Q32 50 38 56 Q44 50 50 58 Q56 50 62 56 Q68 50 73 56 Q78 48 86 52 Q82 42 88 34 Q64 30 50 44 Z",
        "#5b4a6b",
      ) +
      mirrored(shape("M44 42 L44 30 L49 38 Z", "#5b4a6b")) +
      ellipse(50, 50, 9, 13, "#5b4a6b") +
      dot(46, 46, 2, W) +
      dot(54, 46, 2, W),
  },
  {
    name: "dinosaur",
    art:
      shape(
        "M14 72 Q18 54 42 52 L60 52 Q64 30 70 20 Q76 12 84 16 Q90 20 86 26 L78 26 Q72 40 74 56 Q86 62 88 76 L78 72 L76 82 L68 82 L68 72 H42 V82 H34 V72 Z",
        "#7cbf5a",
      ) + dot(80, 20, 2.5),
  },
  {
    name: "crocodile",
    art:
      shape(
        "M10 58 Q12 44 28 44 L88 48 Q92 52 88 56 L60 58 Q62 68 48 68 H30 Q12 68 10 58 Z",
        "#4f9a4f",
      ) +
      line("M40 56 L43 60 L46 56 L49 60 L52 56 L55 60 L58 56 L61 60 L64 56 L67 60 L70 56", 2, W) +
      circle(32, 42, 7, "#4f9a4f") +
      dot(32, 41, 2.5) +
      dot(84, 50, 1.8),
  },
  {
    name: "shark",
    art:
      shape("M8 56 Q40 34 72 46 L88 32 L84 54 L90 72 L72 62 Q40 76 8 56 Z", "#8d99a6") +
      shape("M36 43 L48 20 L54 44 Z", "#8d99a6") +
      shape("M14 58 Q40 70 70 62 Q40 64 14 58 Z", W) +
      dot(22, 52, 2.5) +
      line("M32 50 V58 M36 50 V58", 2),
  },
  {
    name: "caterpillar",
    art:
      [
        circle(18, 64, 10, "#7cbf5a"),
        circle(34, 60, 11, "#9ccf6a"),
        circle(51, 62, 11, "#7cbf5a"),
        circle(66, 56, 11, "#9ccf6a"),
      ].join("") +
      circle(78, 42, 13, "#7cbf5a") +
      line("M74 30 L70 20 M84 30 L88 20") +
      dot(74, 40, 2.5) +
      dot(83, 40, 2.5) +
      line("M74 48 Q78 51 82 48", 2),
  },
  {
    name: "flamingo",
    art:
      line("M56 58 V90 M56 74 L66 66", 2.5) +
      ellipse(58, 48, 22, 13, "#f28bb8") +
      tube("M42 44 Q24 36 30 20 Q34 12 42 14", 6, "#f28bb8") +
      circle(44, 16, 6, "#f28bb8") +
      shape("M48 16 L58 20 L50 24 Z", INK) +
      dot(43, 14, 1.5),
  },
  {
    name: "dragonfly",
    art:
      mirrored(ellipse(30, 36, 20, 7, "#dff0fd", -12) + ellipse(32, 50, 18, 6, "#dff0fd", 12)) +
      tube("M50 28 V86", 6, "#38abf0") +
      circle(50, 22, 8, "#38abf0") +
      dot(46, 20, 2) +
      dot(54, 20, 2),
  },
  {
    name: "hedgehog",
    art:
      shape(
        "M14 72 L18 56 L10 50 L22 44 L20 30 L32 33 L36 20 L46 28 L54 16 L60 29 L72 24 L72 37 L84 40 L78 52 L86 60 L76 72 Z",
        "#7a5230",
      ) +
      shape("M60 72 Q64 52 78 54 L92 64 Q90 72 82 72 Z", "#e8c39e") +
      dot(91, 64, 3) +
      dot(75, 60, 2.5) +
      line("M30 72 V80 M56 72 V80", 3),
  },
  {
    name: "walrus",
    art:
      ellipse(50, 46, 30, 28, "#a0674b") +
      mirrored(shape("M40 62 L42 90 L47 64 Z", W)) +
      circle(42, 58, 10, "#c48a6a") +
      circle(58, 58, 10, "#c48a6a") +
      ellipse(50, 50, 6, 4, INK) +
      eyes(36, 12, 3.5) +
      dot(40, 58, 1.5) +
      dot(44, 62, 1.5) +
      dot(60, 58, 1.5) +
      dot(56, 62, 1.5),
  },
  {
    name: "goat",
    art:
      line("M38 28 Q30 10 18 16 M62 28 Q70 10 82 16", 5, "#8c7b6b") +
      mirrored(ellipse(23, 42, 10, 5, "#eeeae2", 15)) +
      shape("M32 30 Q50 22 68 30 Q66 62 56 72 Q50 76 44 72 Q34 62 32 30 Z", "#eeeae2") +
      shape("M44 72 L50 90 L56 72 Z", "#d8d0c4") +
      eyes(44, 9, 3.5) +
      dot(46, 64, 1.8) +
      dot(54, 64, 1.8),
  },
  {
    name: "hen",
    art:
      shape(
        "M20 56 Q20 30 42 30 Q52 30 56 42 Q60 52 72 46 L84 32 Q92 52 84 66 Q76 84 48 84 Q20 82 20 56 Z",
        "#fafafa",
      ) +
      shape("M32 31 Q32 18 38 22 Q40 14 46 22 Q50 18 50 32 Z", "#e23b3b") +
      shape("M21 44 L10 48 L21 52 Z", "#f2b33d") +
      ellipse(25, 58, 4, 6, "#e23b3b") +
      dot(32, 42, 3) +
      line("M44 62 Q56 74 70 62"),
  },
  {
    name: "seal",
    art:
      shape(
        "M12 78 Q20 60 40 56 Q44 30 62 26 Q80 24 82 40 Q84 54 70 60 Q62 78 40 80 Q24 82 12 78 Z",
        "#8d99a6",
      ) +
      shape("M40 66 Q34 80 48 82 Q50 72 44 66 Z", "#6f7b88") +
      dot(84, 40, 3) +
      dot(68, 34, 3) +
      line("M78 44 L88 46 M78 47 L86 51", 1.5),
  },
  {
    name: "starfish",
    art:
      shape(polygon(50, 52, [42, 18], 5), "#f4a340") +
      dot(50, 30, 2.5, W) +
      dot(70, 46, 2.5, W) +
      dot(30, 46, 2.5, W) +
      dot(38, 68, 2.5, W) +
      dot(62, 68, 2.5, W) +
      eyes(50, 6, 2.5),
  },
  {
    name: "parrot",
    art:
      shape("M44 76 L38 94 L50 88 L56 94 L58 76 Z", "#2f6db3") +
      ellipse(52, 58, 18, 24, "#e23b3b") +
      shape("M42 52 Q34 70 48 80 Q54 66 42 52 Z", "#4caf50") +
      circle(50, 30, 14, "#e23b3b") +
      shape("M60 26 Q76 28 70 46 Q66 38 58 38 Z", "#f2d16b") +
      dot(48, 27, 5, W) +
      dot(48, 27, 2.5),
  },
  {
    name: "peacock",
    art:
      peacockFan +
      ellipse(50, 66, 9, 18, "#2f6db3") +
      circle(50, 46, 7, "#2f6db3") +
      line("M50 39 V31 M46 40 L42 33 M54 40 L58 33", 1.5) +
      dot(48, 45, 1.5) +
      shape("M55 47 L60 48 L55 50 Z", "#f2b33d"),
  },
];
