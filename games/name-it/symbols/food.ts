// 57 foods: fruit and vegetables, meals and treats, each recognisable by its outline first and
// its colour second.
import {
  circle,
  dot,
  ellipse,
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
const GREEN = "#5cb85c";
const BROWN = "#7a4a26";
const leaf = (x: number, y: number) =>
  shape(
    `M${x} ${y} Q${x + 12} ${y - 10} ${x + 20} ${y - 4} Q${x + 12} ${y + 6} ${x} ${y} Z`,
    GREEN,
  );
const stem = (d: string) => line(d, 4, BROWN);
const ringDots = (cx: number, cy: number, r: number, count: number, size: number, fill: string) =>
  Array.from({ length: count }, (_, i) => {
    const a = (i * 2 * Math.PI) / count;
    return dot(Math.round(cx + r * Math.cos(a)), Math.round(cy + r * Math.sin(a)), size, fill);
  }).join("");

export const food: SymbolArt[] = [
  {
    name: "apple",
    art:
      stem("M50 30 Q50 20 54 12") +
      leaf(54, 20) +
      shape(
        "M50 30 C36 20 16 30 20 56 C24 80 40 88 50 82 C60 88 76 80 80 56 C84 30 64 20 50 30 Z",
        "#e23b3b",
      ) +
      dot(34, 44, 4, "#f7a8a8"),
  },
  {
    name: "banana",
    art:
      shape("M24 22 Q16 72 76 82 Q90 80 84 72 Q42 64 34 20 Z", "#ffd93b") +
      stem("M24 22 L28 14") +
      line("M30 30 Q32 60 70 74", 2, "#c9a400"),
  },
  {
    name: "cherries",
    art:
      line("M34 60 Q40 36 58 18 M66 64 Q62 40 58 18", 3, "#5c8a3c") +
      leaf(58, 18) +
      circle(34, 68, 14, "#c8102e") +
      circle(66, 70, 14, "#c8102e") +
      dot(29, 63, 3, W) +
      dot(61, 65, 3, W),
  },
  {
    name: "grapes",
    art:
      stem("M50 26 V12") +
      leaf(52, 20) +
      [
        [34, 36],
        [50, 36],
        [66, 36],
        [42, 51],
        [58, 51],
        [26, 51],
        [74, 51],
        [50, 66],
        [34, 66],
        [66, 66],
        [42, 80],
        [58, 80],
      ]
        .filter(([x, y]) => !(y === 51 && (x === 26 || x === 74)))
        .map(([x, y]) => circle(x as number, y as number, 9, "#7b4bb7"))
        .join(""),
  },
  {
    name: "strawberry",
    art:
      shape("M50 88 C30 78 18 52 24 38 C30 26 70 26 76 38 C82 52 70 78 50 88 Z", "#e23b3b") +
      shape("M28 34 L38 22 L50 30 L62 22 L72 34 Q50 42 28 34 Z", GREEN) +
      [
        [40, 48],
        [56, 46],
        [34, 60],
        [50, 60],
        [64, 58],
        [44, 72],
        [58, 72],
      ]
        .map(([x, y]) => dot(x as number, y as number, 2, "#ffe08a"))
        .join(""),
  },
  {
    name: "pear",
    art:
      stem("M50 18 Q50 12 54 8") +
      shape(
        "M50 16 C40 16 40 32 38 40 C24 52 24 84 50 86 C76 84 76 52 62 40 C60 32 60 16 50 16 Z",
        "#b5d334",
      ) +
      leaf(53, 16),
  },
  {
    name: "orange",
    art:
      circle(50, 54, 32, "#f79a1e") +
      stem("M50 22 V16") +
      leaf(51, 18) +
      dot(38, 46, 1.8, "#c76b00") +
      dot(60, 42, 1.8, "#c76b00") +
      dot(62, 64, 1.8, "#c76b00") +
      dot(42, 68, 1.8, "#c76b00") +
      dot(50, 56, 1.8, "#c76b00"),
  },
  {
    name: "lemon",
    art:
      shape(
        "M12 52 Q16 46 22 44 Q50 18 78 44 Q84 46 88 52 Q84 58 78 60 Q50 86 22 60 Q16 58 12 52 Z",
        "#f7e03c",
      ) + line("M34 40 Q44 34 54 34", 3, W),
  },
  {
    name: "watermelon",
    art:
      shape("M10 32 A40 40 0 0 0 90 32 Z", GREEN) +
      shape("M17 32 A33 33 0 0 0 83 32 Z", "#f25c66") +
      dot(36, 44, 2.5) +
      dot(50, 54, 2.5) +
      dot(64, 44, 2.5) +
      dot(44, 40, 2.5) +
      dot(58, 40, 2.5) +
      dot(50, 42, 2.5),
  },
  {
    name: "pineapple",
    art:
      shape("M50 32 L38 10 L48 18 L50 6 L54 18 L64 10 Z", GREEN) +
      ellipse(50, 62, 22, 28, "#f2b33d") +
      line(
        "M38 44 L62 80 M50 36 L70 64 M32 58 L46 84 M62 44 L38 80 M50 36 L30 64 M68 58 L54 84",
        2,
        "#b5651d",
      ),
  },
  {
    name: "carrot",
    art:
      line("M44 26 L36 10 M50 26 V8 M56 26 L64 10", 4, GREEN) +
      shape("M30 28 Q50 22 70 28 Q62 62 50 92 Q38 62 30 28 Z", "#f08a24") +
      line("M38 42 H46 M54 54 H62 M42 66 H50", 2.5, "#b85c00"),
  },
  {
    name: "broccoli",
    art:
      shape("M42 56 L36 88 H64 L58 56 Z", "#9ccf6a") +
      circle(32, 44, 14, "#3f8f3f") +
      circle(68, 44, 14, "#3f8f3f") +
      circle(50, 32, 16, "#3f8f3f") +
      circle(50, 52, 12, "#3f8f3f"),
  },
  {
    name: "corn",
    art:
      mirrored(shape("M50 88 Q24 80 26 40 Q36 60 50 66 Z", GREEN)) +
      ellipse(50, 46, 15, 32, "#f7d038") +
      [22, 32, 42, 52, 62]
        .map(
          (y) =>
            dot(44, y, 2.5, "#d9a400") +
            dot(50, y + 5, 2.5, "#d9a400") +
            dot(56, y, 2.5, "#d9a400"),
        )
        .join(""),
  },
  {
    name: "tomato",
    art:
      circle(50, 56, 30, "#e8402e") +
      shape(polygon(50, 30, [14, 5], 5), GREEN) +
      stem("M50 26 V18") +
      dot(36, 48, 4, "#f7a8a8"),
  },
  {
    name: "mushroom",
    art:
      rect(38, 50, 24, 34, 8, "#f1e2c6") +
      shape("M12 54 Q12 16 50 16 Q88 16 88 54 Z", "#e23b3b") +
      dot(34, 34, 5, W) +
      dot(56, 26, 4, W) +
      dot(66, 42, 5, W) +
      dot(46, 44, 3.5, W),
  },
  {
    name: "pepper",
    art:
      line("M50 30 Q48 18 58 14", 6, "#3f8f3f") +
      shape(
        "M30 34 Q20 60 32 80 Q40 90 50 82 Q60 90 68 80 Q80 60 70 34 Q50 26 30 34 Z",
        "#4caf50",
      ) +
      line("M50 36 V78", 2, "#2e7d32"),
  },
  {
    name: "eggplant",
    art:
      shape("M58 24 Q86 44 74 74 Q62 92 40 82 Q22 72 32 50 Q40 34 58 24 Z", "#6b3fa0") +
      shape("M50 28 L66 16 L72 22 L66 32 Q60 36 50 28 Z", GREEN) +
      line("M44 50 Q38 60 42 70", 3, "#9d74d0"),
  },
  {
    name: "peas",
    art:
      shape("M10 56 Q50 20 90 44 Q50 78 10 56 Z", "#7cbf5a") +
      circle(32, 50, 7, "#a5d86b") +
      circle(49, 46, 7.5, "#a5d86b") +
      circle(66, 45, 7, "#a5d86b"),
  },
  {
    name: "bread",
    art:
      shape("M20 46 Q12 18 38 20 H62 Q88 18 80 46 V84 H20 Z", "#c9822e") +
      shape("M27 46 Q20 26 40 27 H60 Q80 26 73 46 V78 H27 Z", "#f6deb0"),
  },
  {
    name: "cheese",
    art:
      shape("M10 72 L90 72 L90 28 Z", "#f7d038") +
      dot(66, 60, 5, "#d9a400") +
      dot(80, 46, 4, "#d9a400") +
      dot(80, 64, 3, "#d9a400") +
      dot(52, 66, 2.5, "#d9a400"),
  },
  {
    name: "fried egg",
    art:
      shape(
        "M20 50 Q14 26 40 24 Q56 12 74 28 Q90 40 82 60 Q78 82 54 78 Q30 86 20 66 Q14 58 20 50 Z",
        W,
      ) +
      circle(50, 52, 13, "#f7b500") +
      dot(46, 48, 3, "#ffe08a"),
  },
  {
    name: "pizza",
    art:
      shape("M50 88 L18 24 Q50 12 82 24 Z", "#f7d038") +
      line("M18 24 Q50 12 82 24", 8, "#d98c3a") +
      circle(44, 36, 6, "#c8102e") +
      circle(59, 44, 5, "#c8102e") +
      circle(49, 62, 5, "#c8102e"),
  },
  {
    name: "burger",
    art:
      rect(16, 66, 68, 14, 7, "#e8a33c") +
      rect(14, 52, 72, 13, 6, BROWN) +
      line(
        "M16 50 Q22 44 28 50 Q34 56 40 50 Q46 44 52 50 Q58 56 64 50 Q70 44 76 50 Q80 54 84 50",
        5,
        GREEN,
      ) +
      shape("M16 46 Q16 18 50 18 Q84 18 84 46 Z", "#e8a33c") +
      dot(38, 30, 2, W) +
      dot(52, 26, 2, W) +
      dot(64, 32, 2, W),
  },
  {
    name: "hot dog",
    art:
      rect(12, 46, 76, 24, 12, "#e8b04a") +
      rect(10, 40, 80, 14, 7, "#c0502f") +
      line(
        "M20 46 L26 42 L32 46 L38 42 L44 46 L50 42 L56 46 L62 42 L68 46 L74 42 L80 46",
        2.5,
        "#ffd93b",
      ),
  },
  {
    name: "taco",
    art:
      shape("M14 40 Q18 24 28 34 Q34 20 42 30 Q50 18 58 30 Q66 20 72 34 Q82 24 86 40 Z", GREEN) +
      dot(36, 32, 3.5, "#e23b3b") +
      dot(62, 32, 3.5, "#e23b3b") +
      shape("M10 40 A40 40 0 0 0 90 40 Z", "#f2c14e") +
      dot(36, 56, 2, "#d99a1e") +
      dot(60, 62, 2, "#d99a1e"),
  },
  {
    name: "cookie",
    art:
      circle(50, 50, 36, "#d9a05b") +
      [
        [36, 36],
        [60, 32],
        [66, 56],
        [44, 60],
        [52, 46],
        [34, 52],
        [56, 72],
      ]
        .map(([x, y]) => dot(x as number, y as number, 4, "#5a3a1e"))
        .join(""),
  },
  {
    name: "donut",
    art:
      circle(50, 50, 36, "#d9a05b") +
      shape(scallop(50, 50, 26, 10, 8), "#f28bb8") +
      circle(50, 50, 10, W) +
      line(
        "M38 30 L42 33 M60 28 L64 32 M70 46 L70 51 M64 66 L60 69 M36 64 L40 68 M28 46 L30 51",
        2.5,
        "#2f6db3",
      ),
  },
  {
    name: "cupcake",
    art:
      shape("M26 54 L74 54 L66 88 H34 Z", "#4a90d9") +
      line("M38 56 L41 86 M50 56 V86 M62 56 L59 86", 2) +
      shape("M20 56 Q14 40 30 38 Q30 22 50 22 Q70 22 70 38 Q86 40 80 56 Z", "#f6c1d6") +
      circle(50, 17, 6, "#c8102e"),
  },
  {
    name: "cake",
    art:
      shape("M12 52 L86 34 V76 L12 86 Z", "#f6deb0") +
      shape("M12 52 L86 34 V44 L12 62 Z", "#f28bb8") +
      line("M12 73 L86 58", 4, "#c8102e") +
      circle(62, 30, 6, "#c8102e"),
  },
  {
    name: "ice cream",
    art:
      shape("M30 48 L70 48 L50 92 Z", "#e8b04a") +
      line("M36 56 L58 80 M46 52 L63 68 M64 56 L42 80 M54 52 L37 68", 1.8, "#b5651d") +
      circle(50, 36, 20, "#f6c1d6") +
      shape("M32 44 Q36 54 40 46 Q46 56 52 46 Q58 54 62 46 Q66 52 68 44 Z", "#f6c1d6"),
  },
  {
    name: "lollipop",
    art:
      rect(46, 54, 8, 38, 4, "#f1e2c6") +
      circle(50, 34, 25, "#f28bb8") +
      line(
        "M50 34 m0 -3 a3 3 0 1 1 -3 3 a7 7 0 0 1 7 -7 a11 11 0 0 1 11 11 a15 15 0 0 1 -15 15 a19 19 0 0 1 -19 -19",
        3,
        W,
      ),
  },
  {
    name: "candy",
    art:
      mirrored(shape("M32 50 L10 34 L14 50 L10 66 Z", "#e23b3b")) +
      ellipse(50, 50, 21, 16, "#e23b3b") +
      line("M42 36 L50 64 M56 36 L62 60", 3, W),
  },
  {
    name: "ice pop",
    art:
      rect(44, 70, 12, 22, 6, "#e8c39e") +
      shape("M28 36 Q28 12 50 12 Q72 12 72 36 V74 H28 Z", "#f25c66") +
      line("M28 40 H72 M28 54 H72", 3, "#ffb3b8"),
  },
  {
    name: "pie",
    art:
      shape("M10 52 H90 L82 76 H18 Z", "#d98c3a") +
      shape("M12 52 Q50 20 88 52 Z", "#f2c14e") +
      line("M38 40 L44 46 M50 34 V42 M62 40 L56 46", 2.5, "#b5651d") +
      line("M18 64 H82", 2, "#b5651d"),
  },
  {
    name: "pretzel",
    art:
      tube(
        "M30 72 Q12 62 18 42 Q24 24 42 30 Q56 36 60 58 M70 72 Q88 62 82 42 Q76 24 58 30 Q44 36 40 58 M28 72 Q50 56 72 72",
        8,
        "#b5651d",
      ) +
      dot(30, 42, 1.8, W) +
      dot(70, 42, 1.8, W) +
      dot(50, 66, 1.8, W),
  },
  {
    name: "croissant",
    art:
      shape(
        "M10 64 Q16 32 50 28 Q84 32 90 64 Q80 58 72 64 Q64 48 50 48 Q36 48 28 64 Q20 58 10 64 Z",
        "#e8a33c",
      ) +
      line("M32 34 L38 52 M50 28 V48 M68 34 L62 52 M20 46 L28 58 M80 46 L72 58", 2.5, "#b5651d"),
  },
  {
    name: "pancakes",
    art:
      rect(14, 66, 72, 12, 6, "#e8b04a") +
      rect(16, 54, 68, 12, 6, "#e8b04a") +
      rect(18, 42, 64, 12, 6, "#e8b04a") +
      shape(
        "M22 42 Q50 30 78 42 Q80 56 74 58 Q70 48 64 50 L62 60 Q58 64 56 56 Q50 48 40 50 Q34 62 30 52 Q22 52 22 42 Z",
        "#9c5a1c",
      ) +
      rect(42, 30, 16, 9, 2, "#ffe97a"),
  },
  {
    name: "milk",
    art:
      shape("M30 32 L36 16 H64 L70 32 Z", W) +
      rect(30, 32, 40, 56, 2, W) +
      rect(30, 44, 40, 28, 0, "#4a90d9") +
      shape("M50 48 Q58 58 58 62 A8 8 0 0 1 42 62 Q42 58 50 48 Z", W),
  },
  {
    name: "juice box",
    art:
      line("M58 26 L62 10 L72 8", 4, "#e23b3b") +
      rect(28, 26, 44, 62, 4, "#f79a1e") +
      circle(50, 56, 12, "#ffd93b") +
      leaf(50, 44),
  },
  {
    name: "honey",
    art:
      shape("M26 40 Q16 62 28 80 Q50 94 72 80 Q84 62 74 40 Z", "#e8a33c") +
      rect(22, 30, 56, 12, 6, "#b5651d") +
      shape("M34 42 Q34 58 40 58 Q46 58 46 42 Z", "#f7d038") +
      line("M58 30 L74 10", 4, BROWN) +
      ellipse(76, 8, 5, 3, "#f7d038"),
  },
  {
    name: "sushi",
    art:
      circle(50, 50, 32, "#2b2b2b") +
      circle(50, 50, 24, W) +
      shape(scallop(50, 50, 11, 6, 5), "#f4845f") +
      dot(50, 50, 4, "#7cbf5a"),
  },
  {
    name: "noodles",
    art:
      line("M56 42 L86 12 M62 46 L90 18", 3.5, "#b5651d") +
      line(
        "M22 52 Q24 38 30 50 Q34 36 40 50 Q44 36 50 50 Q54 36 60 50 Q64 38 70 50 Q74 40 78 52",
        3.5,
        "#f2c14e",
      ) +
      shape("M12 52 H88 Q86 82 50 86 Q14 82 12 52 Z", "#e23b3b") +
      line("M30 66 H70", 3, W),
  },
  {
    name: "chicken leg",
    art:
      tube("M56 58 L74 76", 7, W) +
      circle(80, 76, 5.5, W) +
      circle(75, 82, 5.5, W) +
      shape("M30 22 Q54 10 68 32 Q78 48 62 62 L50 60 Q28 56 22 40 Q20 28 30 22 Z", "#c0702f"),
  },
  {
    name: "popcorn",
    art:
      [
        [30, 36, 9],
        [46, 28, 10],
        [62, 30, 9],
        [72, 40, 8],
        [40, 42, 8],
        [56, 42, 8],
      ]
        .map(([x, y, r]) => circle(x as number, y as number, r as number, "#fff7d6"))
        .join("") +
      shape("M24 42 L76 42 L68 90 H32 Z", W) +
      shape("M36 42 L42 90 H50 L48 42 Z", "#e23b3b") +
      shape("M60 42 L58 90 H66 L72 42 Z", "#e23b3b"),
  },
  {
    name: "chocolate",
    art:
      rect(24, 14, 52, 72, 4, "#6b3f1f") +
      line("M24 32 H76 M24 50 H76 M50 14 V56", 2.5, "#a0643a") +
      shape("M24 60 L76 54 V86 H24 Z", "#c8102e"),
  },
  {
    name: "peanut",
    art:
      shape(
        "M50 12 Q68 12 66 32 Q62 46 66 60 Q70 88 50 88 Q30 88 34 60 Q38 46 34 32 Q32 12 50 12 Z",
        "#d9b07a",
      ) +
      [
        [44, 26],
        [56, 30],
        [48, 36],
        [44, 64],
        [56, 66],
        [50, 76],
        [54, 56],
      ]
        .map(([x, y]) => dot(x as number, y as number, 1.8, "#a0743a"))
        .join(""),
  },
  {
    name: "avocado",
    art:
      shape(
        "M50 10 Q62 10 66 32 Q86 54 78 74 Q68 92 50 92 Q32 92 22 74 Q14 54 34 32 Q38 10 50 10 Z",
        "#3f6f2a",
      ) +
      shape(
        "M50 18 Q58 18 60 36 Q78 56 72 72 Q64 86 50 86 Q36 86 28 72 Q22 56 40 36 Q42 18 50 18 Z",
        "#d4e79e",
      ) +
      circle(50, 64, 12, "#8b5a2b"),
  },
  {
    name: "coconut",
    art:
      shape("M12 46 A38 38 0 0 0 88 46 Z", BROWN) +
      ellipse(50, 46, 38, 10, W) +
      line("M26 62 L30 68 M48 72 L50 80 M70 64 L66 70", 2.5, "#4a2a12"),
  },
  {
    name: "kiwi",
    art:
      circle(50, 50, 36, "#8b6b3d") +
      circle(50, 50, 31, "#8cc63f") +
      ellipse(50, 50, 10, 8, "#f3f6d0") +
      ringDots(50, 50, 16, 10, 2, INK),
  },
  {
    name: "peach",
    art:
      stem("M50 26 V18") +
      leaf(52, 22) +
      shape(
        "M50 26 C30 18 14 36 18 58 C22 80 40 88 50 84 C60 88 78 80 82 58 C86 36 70 18 50 26 Z",
        "#f9a27b",
      ) +
      line("M50 30 Q40 54 50 82", 2.5, "#e07a50"),
  },
  {
    name: "pumpkin",
    art:
      rect(45, 16, 10, 16, 3, "#5c8a3c") +
      ellipse(32, 58, 17, 27, "#f08a24") +
      ellipse(68, 58, 17, 27, "#f08a24") +
      ellipse(50, 58, 17, 29, "#f08a24"),
  },
  {
    name: "sandwich",
    art:
      shape("M12 80 L50 16 L88 80 Z", "#c9822e") +
      shape("M20 76 L50 26 L80 76 Z", "#f6deb0") +
      line("M14 84 Q26 78 38 84 Q50 90 62 84 Q74 78 86 84", 5, GREEN) +
      line("M22 70 H78", 4, "#e23b3b"),
  },
  {
    name: "fries",
    art:
      [
        [30, 18, -8],
        [40, 12, -3],
        [50, 14, 2],
        [60, 16, 6],
        [68, 22, 10],
      ]
        .map(
          ([x, y, a]) =>
            `<g transform="rotate(${a} ${x} ${y})">${rect(x as number, y as number, 7, 36, 2, "#ffd93b")}</g>`,
        )
        .join("") + shape("M24 44 L76 44 L68 88 H32 Z", "#e23b3b"),
  },
  {
    name: "waffle",
    art:
      rect(16, 16, 68, 68, 12, "#e8a33c") +
      line("M33 16 V84 M50 16 V84 M67 16 V84 M16 33 H84 M16 50 H84 M16 67 H84", 3, "#b5651d"),
  },
  {
    name: "cucumber",
    art:
      shape(
        "M16 74 Q10 66 18 60 L70 20 Q80 14 86 22 Q90 30 82 36 L30 76 Q22 82 16 74 Z",
        "#4caf50",
      ) +
      [
        [30, 62],
        [44, 52],
        [58, 41],
        [72, 30],
        [40, 64],
        [54, 54],
        [68, 43],
      ]
        .map(([x, y]) => dot(x as number, y as number, 2, "#a5d86b"))
        .join(""),
  },
  {
    name: "onion",
    art:
      shape(
        "M50 12 Q54 26 66 36 Q84 52 74 74 Q64 86 50 86 Q36 86 26 74 Q16 52 34 36 Q46 26 50 12 Z",
        "#a05195",
      ) +
      line("M50 20 Q38 50 46 84 M50 20 Q62 50 54 84", 2, "#e3b0d8") +
      line("M42 86 L38 92 M50 86 V93 M58 86 L62 92", 2),
  },
  {
    name: "garlic",
    art:
      shape(
        "M50 10 Q54 24 62 30 Q88 44 78 72 Q70 88 50 88 Q30 88 22 72 Q12 44 38 30 Q46 24 50 10 Z",
        "#f4efe6",
      ) + line("M50 30 V86 M38 34 Q30 60 38 86 M62 34 Q70 60 62 86", 2, "#b9ad98"),
  },
];
