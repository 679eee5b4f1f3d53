// The calculator module's public surface: POST /api/calculator (the maths is common/calculator.ts).
export { registerCalculatorRoutes } from './calculator.routes';
